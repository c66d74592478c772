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
      const { rows } = await this.pool.query<{ kind: IdKind; id: string; count: number }>(ALLOCATE_BLOCKS_SQL, [commandId, kinds, kinds.map((k) => wanted[k]!)]);
      const blocks: Partial<Record<IdKind, number[]>> = {};
      for (const row of rows) blocks[row.kind] = Array.from({ length: row.count }, (_, i) => Number(row.id) + i);
      // A concurrent twin of this command claimed a kind first: the next round reads its block.
      if (kinds.every((k) => blocks[k]) || attempt >= 2) return blocks;
    }
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
