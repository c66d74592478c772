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

  private async allocated(kind: IdKind, commandId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ id: string }>(
      'SELECT id FROM command_service.allocated_ids WHERE command_id = $1 AND kind = $2',
      [commandId, kind],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }
}
