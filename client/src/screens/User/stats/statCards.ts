import { genrePath } from '../../../format/genres.ts';
import { staffPath, studioPath } from '../../../format/entityPath.ts';
import { notNull } from '../../../system/notNull.ts';
import type { StatsListPage, StatsType } from './statsPages.ts';

// The cards of the genres, tags, voice actors, studios and staff pages: one shape whatever the breakdown.

interface Person {
  readonly id: number;
  readonly name?: { readonly userPreferred?: string | null } | null;
  readonly image?: { readonly large?: string | null } | null;
}

/** One row of a breakdown as the API answers it; the key field depends on the page. */
export interface BreakdownRow {
  readonly count: number;
  readonly meanScore: number;
  readonly minutesWatched: number;
  readonly chaptersRead: number;
  readonly mediaIds: readonly (number | null | undefined)[];
  readonly genre?: string | null;
  readonly tag?: { readonly id: number; readonly name: string } | null;
  readonly voiceActor?: Person | null;
  readonly staff?: Person | null;
  readonly studio?: { readonly id: number; readonly name: string } | null;
}

export interface StatCardModel {
  readonly key: string;
  readonly name: string;
  /** A person's picture; genres, tags and studios have none. */
  readonly image: string | null;
  /** Where the name leads: the genre's or tag's search, the person's or studio's page. */
  readonly href: string;
  readonly count: number;
  readonly meanScore: number;
  readonly minutesWatched: number;
  readonly chaptersRead: number;
  readonly mediaIds: readonly number[];
}

function keyOf(row: BreakdownRow, page: StatsListPage, type: StatsType): Pick<StatCardModel, 'key' | 'name' | 'image' | 'href'> | null {
  if (page === 'genres') return row.genre ? { key: row.genre, name: row.genre, image: null, href: genrePath(type, row.genre) } : null;
  if (page === 'tags') {
    const tag = row.tag;
    return tag ? { key: `tag-${tag.id}`, name: tag.name, image: null, href: `/search/${type}?tags=${encodeURIComponent(tag.name)}` } : null;
  }
  if (page === 'studios') {
    const studio = row.studio;
    return studio ? { key: `studio-${studio.id}`, name: studio.name, image: null, href: studioPath(studio.id, studio.name) } : null;
  }
  const person = page === 'voice-actors' ? row.voiceActor : row.staff;
  if (!person) return null;
  const name = person.name?.userPreferred ?? '';
  return { key: `staff-${person.id}`, name, image: person.image?.large ?? null, href: staffPath(person.id, name) };
}

/** The cards in the API's order; a row whose person or studio is gone (deleted meanwhile) is left out. */
export function statCards(
  rows: readonly (BreakdownRow | null | undefined)[] | null | undefined,
  page: StatsListPage,
  type: StatsType,
): StatCardModel[] {
  return (rows ?? []).filter(notNull).flatMap((row) => {
    const key = keyOf(row, page, type);
    if (!key) return [];
    const { count, meanScore, minutesWatched, chaptersRead } = row;
    return [{ ...key, count, meanScore, minutesWatched, chaptersRead, mediaIds: row.mediaIds.filter(notNull) }];
  });
}

/** Cards show a few covers each; a group of cards asks for its covers at once (the API's pages hold 50). */
export const COVERS_PER_CARD = 5;
export const CARDS_PER_GROUP = 10;

export const cardCoverIds = (card: StatCardModel): number[] => card.mediaIds.slice(0, COVERS_PER_CARD);

/** The covers one group of cards shows, each media once. */
export const groupCoverIds = (cards: readonly StatCardModel[]): number[] => [...new Set(cards.flatMap(cardCoverIds))];

/** Cards in groups of CARDS_PER_GROUP, the last one shorter. */
export function cardGroups<T>(cards: readonly T[], size = CARDS_PER_GROUP): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < cards.length; start += size) groups.push(cards.slice(start, start + size));
  return groups;
}
