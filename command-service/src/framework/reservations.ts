import type pg from 'pg';

export type Claim = 'claimed' | 'held' | 'taken';

/** Unique values across streams (a tag name): first stream to claim a key owns it. */
export class Reservations {
  constructor(private readonly pool: pg.Pool) {}

  /** claimed: new for this stream; held: this stream had it already; taken: another stream owns it. */
  async claim(scope: string, key: string, stream: string): Promise<Claim> {
    const inserted = await this.pool.query(
      `INSERT INTO command_service.reservations (scope, key, stream) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING key`,
      [scope, key, stream],
    );
    if (inserted.rowCount) return 'claimed';
    const { rows } = await this.pool.query<{ stream: string }>(
      'SELECT stream FROM command_service.reservations WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    if (!rows[0]) return this.claim(scope, key, stream); // released in between: try again
    return rows[0].stream === stream ? 'held' : 'taken';
  }

  /** Gives a key back when the command that claimed it appended nothing. */
  async release(scope: string, key: string, stream: string): Promise<void> {
    await this.pool.query('DELETE FROM command_service.reservations WHERE scope = $1 AND key = $2 AND stream = $3', [scope, key, stream]);
  }

  /** Which stream holds each of `keys` (absent: nobody). */
  async holders(scope: string, keys: readonly string[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const { rows } = await this.pool.query<{ key: string; stream: string }>(
      'SELECT key, stream FROM command_service.reservations WHERE scope = $1 AND key = ANY($2::text[])',
      [scope, keys],
    );
    return new Map(rows.map((r) => [r.key, r.stream]));
  }
}
