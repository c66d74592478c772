import type pg from 'pg';
import { ADDED_TAG_BASE_RANK, PROJECTION_INPUTS } from '@tsuzuki/events';
import { defineProjection } from '../../framework/projection.ts';
import { insertRows, recordsetSource } from '../../framework/recordset.ts';
import { recordset } from '../../framework/sql.ts';
import { foldTagEvents, type PairFold, type Run, type TagBatch } from './fold.ts';
import { rankSql, votesOf } from './rank.ts';

const TAG = {
  id: 'integer',
  name: 'text',
  description: 'text',
  category: 'text',
  is_general_spoiler: 'boolean',
  is_adult: 'boolean',
  created_at: 'integer',
};
const SUBMISSION = {
  id: 'integer',
  name: 'text',
  description: 'text',
  is_adult: 'boolean',
  media_id: 'integer',
  is_media_spoiler: 'boolean',
  user_id: 'integer',
  status: 'text',
  reason: 'text',
  moderator_id: 'integer',
  created_at: 'integer',
  reviewed_at: 'integer',
};
const PROPOSAL = {
  id: 'integer',
  media_id: 'integer',
  tag_id: 'integer',
  user_id: 'integer',
  is_media_spoiler: 'boolean',
  status: 'text',
  reason: 'text',
  moderator_id: 'integer',
  created_at: 'integer',
  reviewed_at: 'integer',
};
const REVIEW = { id: 'integer', status: 'text', reason: 'text', moderator_id: 'integer', reviewed_at: 'integer' };
const PAIR = { media_id: 'integer', tag_id: 'integer' };
const IMPORTED = { media_id: 'integer', tag_id: 'integer', base_rank: 'integer', is_media_spoiler: 'boolean' };
const ADDED = { media_id: 'integer', tag_id: 'integer', is_media_spoiler: 'boolean', user_id: 'integer' };
const VOTE = { media_id: 'integer', tag_id: 'integer', user_id: 'integer', vote: 'smallint', created_at: 'integer' };

const run = (tx: pg.ClientBase, sql: string, rows: readonly object[]) => (rows.length ? tx.query(sql, [recordset(rows)]) : null);
const inPairs = (alias: string) => `(${alias}.media_id, ${alias}.tag_id) IN (SELECT media_id, tag_id FROM ${recordsetSource(PAIR)})`;

/**
 * A run of imported lists: each media's pairs nobody acted on become its list (pairs taken off by a moderator stay
 * off). A pair's votes outlive its leaving a list, so one that comes back is ranked with them.
 */
async function applyImports(tx: pg.ClientBase, lists: Map<number, { tagId: number; rank: number; isMediaSpoiler: boolean }[]>) {
  const seen = new Set<string>();
  const rows = [...lists].flatMap(([mediaId, tags]) =>
    tags
      .filter((t) => !seen.has(`${mediaId}:${t.tagId}`) && seen.add(`${mediaId}:${t.tagId}`))
      .map((t) => ({ media_id: mediaId, tag_id: t.tagId, base_rank: t.rank, is_media_spoiler: t.isMediaSpoiler })),
  );
  await tx.query(
    `DELETE FROM media_tags mt WHERE mt.media_id = ANY($1::int[]) AND NOT mt.touched
    AND (mt.media_id, mt.tag_id) NOT IN (SELECT media_id, tag_id FROM ${recordsetSource(PAIR, 2)})`,
    [[...lists.keys()], recordset(rows)],
  );
  await run(
    tx,
    `INSERT INTO media_tags (media_id, tag_id, rank, is_media_spoiler, base_rank)
    SELECT x.media_id, x.tag_id, ${rankSql('x.base_rank', 'v.n', 'v.s')}, x.is_media_spoiler, x.base_rank
      FROM ${recordsetSource(IMPORTED)} LEFT JOIN LATERAL ${votesOf('x')} v ON true
     WHERE NOT EXISTS (SELECT 1 FROM media_tag_removals r WHERE r.media_id = x.media_id AND r.tag_id = x.tag_id)
    ON CONFLICT (media_id, tag_id) DO UPDATE
      SET rank = EXCLUDED.rank, is_media_spoiler = EXCLUDED.is_media_spoiler, base_rank = EXCLUDED.base_rank
      WHERE NOT media_tags.touched`,
    rows,
  );
}

/** A run of pair events: removals, (re)additions, spoiler flags and votes, then the touched pairs' ranks. */
async function applyPairs(tx: pg.ClientBase, pairs: PairFold[]) {
  const key = (p: PairFold) => ({ media_id: p.media_id, tag_id: p.tag_id });
  const of = (outcome: PairFold['outcome']) => pairs.filter((p) => p.outcome === outcome);
  await run(tx, `DELETE FROM media_tag_votes v WHERE ${inPairs('v')}`, pairs.filter((p) => p.cleared).map(key));
  const removed = of('removed').map(key);
  await run(tx, `DELETE FROM media_tags mt WHERE ${inPairs('mt')}`, removed);
  await insertRows(tx, 'media_tag_removals', PAIR, removed);
  const added = of('added');
  await run(
    tx,
    `INSERT INTO media_tags (media_id, tag_id, rank, is_media_spoiler, base_rank, user_id, touched)
    SELECT media_id, tag_id, 0, is_media_spoiler, ${ADDED_TAG_BASE_RANK}, user_id, true FROM ${recordsetSource(ADDED)}
    ON CONFLICT (media_id, tag_id) DO UPDATE SET is_media_spoiler = EXCLUDED.is_media_spoiler, base_rank = EXCLUDED.base_rank,
      user_id = EXCLUDED.user_id, touched = true`,
    added.map((p) => ({ ...key(p), is_media_spoiler: p.isMediaSpoiler, user_id: p.userId })),
  );
  await run(tx, `DELETE FROM media_tag_removals r WHERE ${inPairs('r')}`, added.map(key));
  await run(
    tx,
    `UPDATE media_tags mt SET is_media_spoiler = x.is_media_spoiler, touched = true
    FROM ${recordsetSource({ ...PAIR, is_media_spoiler: 'boolean' })} WHERE mt.media_id = x.media_id AND mt.tag_id = x.tag_id`,
    of('spoiler').map((p) => ({ ...key(p), is_media_spoiler: p.isMediaSpoiler })),
  );
  await insertRows(
    tx,
    'media_tag_votes',
    VOTE,
    pairs.flatMap((p) => [...p.votes.values()]),
    'ON CONFLICT (media_id, tag_id, user_id) DO UPDATE SET vote = EXCLUDED.vote, created_at = EXCLUDED.created_at',
  );
  await run(
    tx,
    `UPDATE media_tags mt SET rank = ${rankSql('mt.base_rank', 'v.n', 'v.s')}
    FROM ${recordsetSource(PAIR)} CROSS JOIN LATERAL ${votesOf('x')} v
    WHERE mt.media_id = x.media_id AND mt.tag_id = x.tag_id`,
    pairs.filter((p) => p.outcome !== 'removed').map(key),
  );
}

async function applyRun(tx: pg.ClientBase, r: Run) {
  if (r.kind === 'import') await applyImports(tx, r.lists);
  else await applyPairs(tx, [...r.pairs.values()]);
}

async function applyBatch(b: TagBatch, tx: pg.ClientBase) {
  // Any conflict, id or name: the command-service keeps tag names unique, so a clash can only be a repeat, and the
  // first tag keeps its name.
  await insertRows(tx, 'tags', TAG, b.tags);
  await insertRows(tx, 'tag_submissions', SUBMISSION, b.submissions);
  await insertRows(tx, 'media_tag_proposals', PROPOSAL, b.proposals);
  // A review comes after its proposal in the log, so in this batch or an earlier one: the rows are there.
  for (const [table, reviews] of [
    ['tag_submissions', b.reviews],
    ['media_tag_proposals', b.proposalReviews],
  ] as const) {
    await run(
      tx,
      `UPDATE ${table} s SET status = x.status, reason = x.reason, moderator_id = x.moderator_id, reviewed_at = x.reviewed_at
      FROM ${recordsetSource(REVIEW)} WHERE s.id = x.id`,
      [...reviews.values()],
    );
  }
  for (const r of b.runs) await applyRun(tx, r);
}

export const tags = defineProjection({
  name: 'tags',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.tags,
  apply: (events, tx) => applyBatch(foldTagEvents(events), tx),
});
