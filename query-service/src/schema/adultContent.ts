import type { Actor } from '@tsuzuki/events';
import type { Context } from '../context.ts';
import { T } from '../db/sql.ts';
import { mapMaybeAsync } from '../loaders.ts';
import type { MediaRow } from './media/rows.ts';
import { viewerOptions } from './users/preferences.ts';

/**
 * The one rule for adult content (core §2 and §5, social §2): adult media, and what is about them (list entries,
 * activities, reviews, recommendations, favourites, search hits, connections, airing, trends, notifications), reach
 * only a member who shows adult content (displayAdultContent) and the system (the services' own calls). Guests never
 * see them, moderators only with the setting on, as anyone else. Every read path asks here (ADR 30).
 */
export const adultShownTo = (actor: Actor, displayAdultContent: boolean): boolean =>
  actor.kind === 'system' || (actor.kind === 'user' && displayAdultContent);

/** Whether the request's viewer shows adult content; a member's options are read once per request. */
export function showsAdult(ctx: Context): boolean | Promise<boolean> {
  if (ctx.actor.kind !== 'user') return adultShownTo(ctx.actor, false);
  const actor = ctx.actor;
  return mapMaybeAsync(viewerOptions(ctx as Context & { actor: typeof actor }), (o) => adultShownTo(actor, o.displayAdultContent));
}

/**
 * SQL: the media whose id is `mediaId` (an SQL expression over the outer row) is not adult, or there is no such
 * media (text activities, deleted media). One primary-key probe per row.
 */
export const notAdultMedia = (mediaId: string): string =>
  `NOT EXISTS (SELECT 1 FROM ${T.media} adult WHERE adult.id = ${mediaId} AND adult.is_adult)`;

/** The condition that keeps adult media's rows from this viewer, or null when they show adult content. */
export async function adultCondition(ctx: Context, mediaId: string): Promise<string | null> {
  return (await showsAdult(ctx)) ? null : notAdultMedia(mediaId);
}

/** A media reached by reference (a notification's, a thread's category...): null when the viewer may not see it. */
export async function visibleMedia<R extends Pick<MediaRow, 'is_adult'>>(ctx: Context, row: R | null): Promise<R | null> {
  if (!row?.is_adult) return row;
  return (await showsAdult(ctx)) ? row : null;
}
