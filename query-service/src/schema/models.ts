import type { CharacterRole, MediaRelation } from '@tsuzuki/events';
import type { CharacterRow } from './characters/rows.ts';
import type { MediaRow } from './media/rows.ts';
import type { ConnectionPage } from './page/paging.ts';
import type { StaffRow } from './staff/rows.ts';
import type { StudioRow } from './studios/rows.ts';
import type { PageVoiceActor } from '@tsuzuki/projection-service/rows/mediapages';

// What the connection and edge resolvers receive. Every AniList connection is a ConnectionPage of edges.
export interface MediaEdgeModel {
  node: MediaRow;
  relationType?: MediaRelation;
  isMainStudio?: boolean;
  characterRole?: CharacterRole | null;
  /** Set when the edge is seen from a character (Character.media): voice actors are of that character. */
  characterId?: number;
  staffRole?: string | null;
  /** Characters a staff member voiced in this media (Staff.characterMedia). */
  characterIds?: number[];
  /** The place in a member's favourites (Favourites.anime/manga), 1 first. */
  favouriteOrder?: number;
}

export interface CharacterEdgeModel {
  node: CharacterRow;
  role: CharacterRole | null;
  /** The media the edge belongs to; null when the edge spans several (Staff.characters). */
  mediaId: number | null;
  mediaIds: number[];
  /** The place in a member's favourites (Favourites.characters), 1 first. */
  favouriteOrder?: number;
  /** The character's voice actors in this media, from the media's page document (ADR 64): none asked of the loader. */
  heldVoiceActors?: PageVoiceActor[];
}

export interface StaffEdgeModel {
  node: StaffRow;
  role: string | null;
  favouriteOrder?: number;
}
export interface StudioEdgeModel {
  node: StudioRow;
  isMain: boolean;
  favouriteOrder?: number;
}

/** timeUntilAiring has its own resolver: only an answer that asks it reads the clock (answer cache, ADR 52). */
export interface AiringModel {
  id: number;
  airingAt: number;
  episode: number;
  mediaId: number;
}

export const toAiring = (r: { media_id: number; episode: number; airing_at: number }): AiringModel => ({
  id: r.media_id * 10000 + r.episode,
  airingAt: r.airing_at,
  episode: r.episode,
  mediaId: r.media_id,
});

/** A whole list shown as one page (relations, studios): AniList does not page these. */
export function wholeList<T>(items: T[]): ConnectionPage<T> {
  return { items, total: items.length, window: { page: 1, perPage: Math.max(1, items.length), offset: 0 } };
}

export function mapPage<A, B>(page: ConnectionPage<A>, f: (a: A) => B): ConnectionPage<B> {
  return { ...page, items: page.items.map(f) };
}

/**
 * A column the row type allows to be null but the GraphQL field does not, for the kinds of rows that always hold it
 * (a notification about a media has its media id). A missing one fails the field as graphql-js would for a null.
 */
export function present<T>(value: T | null | undefined, field: string): T {
  if (value == null) throw new Error(`${field} is missing`);
  return value;
}
