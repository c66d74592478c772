import type pg from 'pg';
import type { IdKind } from './command.ts';

/**
 * Hands out aggregate ids from counters in the command-service's own tables. An explicit id (importers
 * keep the source's ids) raises the counter, so allocated ids never collide with imported ones.
 */
export class IdAllocator {
  constructor(private readonly pool: pg.Pool) {}

  /** The id for the aggregate a command creates; the same command id always gets the same id. */
  async allocate(kind: IdKind, commandId: string, explicit?: number): Promise<number> {
    if (explicit !== undefined) {
      await this.pool.query(
        `INSERT INTO command_service.id_counters (kind, last_id) VALUES ($1, $2)
         ON CONFLICT (kind) DO UPDATE SET last_id = GREATEST(command_service.id_counters.last_id, EXCLUDED.last_id)`,
        [kind, explicit],
      );
      return explicit;
    }
    const earlier = await this.allocated(kind, commandId);
    if (earlier !== null) return earlier;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ last_id: string }>(
        `INSERT INTO command_service.id_counters (kind, last_id) VALUES ($1, 1)
         ON CONFLICT (kind) DO UPDATE SET last_id = command_service.id_counters.last_id + 1 RETURNING last_id`,
        [kind],
      );
      const id = Number(rows[0]!.last_id);
      const kept = await client.query(
        `INSERT INTO command_service.allocated_ids (command_id, kind, id) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING id`,
        [commandId, kind, id],
      );
      if (kept.rowCount === 0) {
        // A concurrent twin of this command allocated first (the insert waited for it): use its id.
        await client.query('ROLLBACK');
        return (await this.allocated(kind, commandId))!;
      }
      await client.query('COMMIT');
      return id;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * Fresh consecutive ids of each kind asked for, for one command (the entry and activity a list save may create,
   * the entries of an import), in one statement. The same command id always gets the same blocks.
   */
  async allocateBlocks(commandId: string, wanted: Partial<Record<IdKind, number>>): Promise<Partial<Record<IdKind, number[]>>> {
    const kinds = (Object.keys(wanted) as IdKind[]).filter((k) => (wanted[k] ?? 0) > 0);
    if (kinds.length === 0) return {};
    for (let attempt = 0; ; attempt++) {
      const { rows } = await this.pool.query<{ kind: IdKind; id: string; count: number }>(ALLOCATE_BLOCKS_SQL, [
        commandId,
        kinds,
        kinds.map((k) => wanted[k]!),
      ]);
      const blocks: Partial<Record<IdKind, number[]>> = {};
      for (const row of rows) blocks[row.kind] = Array.from({ length: row.count }, (_, i) => Number(row.id) + i);
      // A concurrent twin of this command claimed a kind first: the next round reads its block.
      if (kinds.every((k) => blocks[k]) || attempt >= 2) return blocks;
    }
  }

  /**
   * `allocate` with explicit ids for many commands at once: each kind's counter rises to the largest id given for
   * it, in one statement (an importer's batch of a few hundred keeps the source's ids).
   */
  async raise(explicit: ReadonlyMap<IdKind, number>): Promise<void> {
    if (explicit.size === 0) return;
    await this.pool.query({
      name: 'command_service_raise_counters',
      text: `INSERT INTO command_service.id_counters (kind, last_id) SELECT * FROM unnest($1::text[], $2::bigint[])
             ON CONFLICT (kind) DO UPDATE SET last_id = GREATEST(command_service.id_counters.last_id, EXCLUDED.last_id)`,
      values: [[...explicit.keys()], [...explicit.values()]],
    });
  }

  /**
   * `allocateBlocks` for many commands in one statement: each command's blocks, consecutive per kind in the order
   * of `wanted`. A command id that has blocks already gets them again; command ids must differ.
   */
  async allocateBlocksMany(
    wanted: readonly { commandId: string; blocks: Partial<Record<IdKind, number>> }[],
  ): Promise<Map<string, Partial<Record<IdKind, number[]>>>> {
    const rows = wanted.flatMap(({ commandId, blocks }) =>
      (Object.keys(blocks) as IdKind[]).filter((k) => (blocks[k] ?? 0) > 0).map((kind) => ({ commandId, kind, n: blocks[kind]! })),
    );
    const found = new Map<string, Partial<Record<IdKind, number[]>>>(wanted.map((w) => [w.commandId, {}]));
    let missing = rows;
    for (let attempt = 0; missing.length && attempt < 3; attempt++) {
      const { rows: got } = await this.pool.query<{ command_id: string; kind: IdKind; id: string; count: number }>({
        name: 'command_service_allocate_blocks_many',
        text: ALLOCATE_BLOCKS_MANY_SQL,
        values: [missing.map((r) => r.commandId), missing.map((r) => r.kind), missing.map((r) => r.n)],
      });
      for (const row of got) found.get(row.command_id)![row.kind] = Array.from({ length: row.count }, (_, i) => Number(row.id) + i);
      // A concurrent twin of a command claimed a kind first: the next round reads its block.
      missing = missing.filter((r) => !found.get(r.commandId)![r.kind]);
    }
    return found;
  }

  private async allocated(kind: IdKind, commandId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM command_service.allocated_ids WHERE command_id = $1 AND kind = $2',
      [commandId, kind],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }
}

// Earlier blocks of this command are answered as they were; otherwise each counter moves by the block's size and
// the block is recorded under the command id, all in one statement (one round trip for any number of kinds).
const ALLOCATE_BLOCKS_SQL = `
WITH wanted AS (SELECT * FROM unnest($2::text[], $3::int[]) AS w(kind, n)),
earlier AS (
  SELECT a.kind, a.id, a.count FROM command_service.allocated_ids a JOIN wanted w USING (kind) WHERE a.command_id = $1
),
bumped AS (
  INSERT INTO command_service.id_counters (kind, last_id)
  SELECT w.kind, w.n FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM earlier e WHERE e.kind = w.kind)
  ON CONFLICT (kind) DO UPDATE SET last_id = command_service.id_counters.last_id + EXCLUDED.last_id
  RETURNING kind, last_id
),
kept AS (
  INSERT INTO command_service.allocated_ids (command_id, kind, id, count)
  SELECT $1, b.kind, b.last_id - w.n + 1, w.n FROM bumped b JOIN wanted w USING (kind)
  ON CONFLICT DO NOTHING
  RETURNING kind, id, count
)
SELECT kind, id, count FROM earlier UNION ALL SELECT kind, id, count FROM kept`;

// ALLOCATE_BLOCKS_SQL for many commands: the earlier blocks of those that have them; for the rest each kind's counter
// moves once by the sum of its blocks, and the blocks are laid out from there in the order they were asked for.
const ALLOCATE_BLOCKS_MANY_SQL = `
WITH wanted AS (SELECT * FROM unnest($1::text[], $2::text[], $3::int[]) WITH ORDINALITY AS w(command_id, kind, n, ord)),
earlier AS (
  SELECT a.command_id, a.kind, a.id, a.count FROM command_service.allocated_ids a JOIN wanted w USING (command_id, kind)
),
fresh AS (
  SELECT w.* FROM wanted w WHERE NOT EXISTS (SELECT 1 FROM earlier e WHERE e.command_id = w.command_id AND e.kind = w.kind)
),
totals AS (SELECT kind, sum(n)::bigint AS total FROM fresh GROUP BY kind),
bumped AS (
  INSERT INTO command_service.id_counters (kind, last_id)
  SELECT kind, total FROM totals
  ON CONFLICT (kind) DO UPDATE SET last_id = command_service.id_counters.last_id + EXCLUDED.last_id
  RETURNING kind, last_id
),
placed AS (
  SELECT f.command_id, f.kind, b.last_id - t.total + sum(f.n) OVER (PARTITION BY f.kind ORDER BY f.ord) - f.n + 1 AS id, f.n
  FROM fresh f JOIN totals t USING (kind) JOIN bumped b USING (kind)
),
kept AS (
  INSERT INTO command_service.allocated_ids (command_id, kind, id, count)
  SELECT command_id, kind, id, n FROM placed
  ON CONFLICT DO NOTHING
  RETURNING command_id, kind, id, count
)
SELECT command_id, kind, id, count FROM earlier UNION ALL SELECT command_id, kind, id, count FROM kept`;
