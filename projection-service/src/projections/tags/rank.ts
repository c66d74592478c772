import { TAG_VOTE_POINTS } from '@tsuzuki/events/tagRules';

/**
 * tagRank (events/src/tagRules.ts) in SQL: the mean of the base rank (one vote's weight, when there is one) and the
 * votes at 20 points a level, rounded half up (numeric round rounds halves away from zero; ranks are never negative).
 */
export function rankSql(base: string, count: string, sum: string): string {
  const weight = `(${count} + (CASE WHEN ${base} IS NULL THEN 0 ELSE 1 END))`;
  return `(CASE WHEN ${weight} = 0 THEN 0
    ELSE round((coalesce(${base}, 0) + ${TAG_VOTE_POINTS} * ${sum})::numeric / ${weight})::int END)`;
}

/** The votes on the pair (mt.media_id, mt.tag_id) as `v.n` and `v.s`, for a LEFT JOIN LATERAL ... ON true. */
export const votesOf = (pair: string) => `(SELECT count(*)::int AS n, coalesce(sum(vote), 0)::int AS s FROM media_tag_votes
  WHERE media_id = ${pair}.media_id AND tag_id = ${pair}.tag_id)`;
