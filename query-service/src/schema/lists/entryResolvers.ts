import type { FuzzyDate, MediaListOptions } from '@tsuzuki/events';
import { scoreFromRaw, type ScoreFormat } from '@tsuzuki/events/scores';
import type { Context } from '../../context.ts';
import { mapMaybeAsync } from '../../loaders.ts';
import { mediaById, userById } from '../byId.ts';
import type { Resolvers } from '../resolverTypes.ts';
import type { RewatchModel } from './models.ts';
import { fromFuzzyDateInt, listOptionsOf, typeOptions } from './rows.ts';

/** The list owner's settings: known with the entry, else one batched read of rm_users for every entry of a request. */
function ownerOptions(
  ctx: Context,
  e: { user_id?: number; userId?: number; __options?: MediaListOptions },
): MediaListOptions | Promise<MediaListOptions> {
  return (
    e.__options ??
    userById(ctx)
      .load((e.user_id ?? e.userId)!)
      .then(listOptionsOf)
  );
}

/** A score in the asked format, else in the owner's own (AniList: score without format is the list's format). */
const scoreIn = (ctx: Context, raw: number, owner: Parameters<typeof ownerOptions>[1], format: ScoreFormat | null | undefined) =>
  format ? scoreFromRaw(raw, format) : mapMaybeAsync(ownerOptions(ctx, owner), (o) => scoreFromRaw(raw, o.scoreFormat));

const emptyDate = (d: FuzzyDate | null) => d ?? { year: null, month: null, day: null };

export const entryResolvers: Resolvers = {
  MediaList: {
    userId: (e) => e.user_id,
    mediaId: (e) => e.media_id,
    score: (e, a, ctx) => scoreIn(ctx, e.score, e, a.format),
    progressVolumes: (e) => e.progress_volumes,
    // AniList sends null for an entry without notes.
    notes: (e) => e.notes || null,
    hiddenFromStatusLists: (e) => e.hidden_from_status_lists,
    // AniList's Json: { name: onThisList } over the owner's current custom lists of the type, or [{ name, enabled }].
    customLists: (e, a, ctx) =>
      mapMaybeAsync(ownerOptions(ctx, e), (o) => {
        const names = typeOptions(o, e.media_type).customLists;
        const on = new Set(e.custom_lists);
        return a.asArray
          ? names.map((name) => ({ name, enabled: on.has(name) }))
          : Object.fromEntries(names.map((name) => [name, on.has(name)]));
      }),
    // { label: score (0-100) } over the owner's current advanced scoring labels.
    advancedScores: (e, _a, ctx) =>
      mapMaybeAsync(ownerOptions(ctx, e), (o) => {
        const labels = typeOptions(o, e.media_type).advancedScoring;
        return Object.fromEntries(labels.map((label) => [label, e.advanced_scores[label] ?? 0]));
      }),
    startedAt: (e) => fromFuzzyDateInt(e.started_at),
    completedAt: (e) => fromFuzzyDateInt(e.completed_at),
    updatedAt: (e) => e.updated_at,
    createdAt: (e) => e.created_at,
    media: (e, _a, ctx) => (e.__media !== undefined ? e.__media : mediaById(ctx).load(e.media_id)),
    user: (e, _a, ctx) => userById(ctx).load(e.user_id),
    rewatches: (e): RewatchModel[] => e.rewatches.map((r) => ({ ...r, userId: e.user_id, __options: e.__options })),
    rewatchStartedAt: (e) => (e.rewatch_started_at ? emptyDate(e.rewatch_started_at) : null),
  },
  MediaListRewatch: {
    score: (r, a, ctx) => scoreIn(ctx, r.score, r, a.format),
  },
};
