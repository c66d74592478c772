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

  /**
   * `claim` for many keys in one statement, answered in order. Of claims of one key in the batch the first decides:
   * a later one for the same stream holds it, for another stream finds it taken. A key that changed hands while
   * the statement ran is claimed again on its own.
   */
  async claimMany(claims: readonly { scope: string; key: string; stream: string }[]): Promise<Claim[]> {
    const first = new Map<string, number>();
    const asked: number[] = [];
    claims.forEach((c, i) => {
      const k = `${c.scope}\u0000${c.key}`;
      if (!first.has(k)) {
        first.set(k, i);
        asked.push(i);
      }
    });
    const answers = new Array<Claim | null>(claims.length).fill(null);
    if (asked.length) {
      const { rows } = await this.pool.query<{ ord: string; claim: Claim | null }>({
        name: 'command_service_claim_many',
        text: CLAIM_MANY_SQL,
        values: [asked.map((i) => claims[i]!.scope), asked.map((i) => claims[i]!.key), asked.map((i) => claims[i]!.stream)],
      });
      for (const row of rows) answers[asked[Number(row.ord) - 1]!] = row.claim;
      await Promise.all(
        asked.map(async (i) => {
          answers[i] ??= await this.claim(claims[i]!.scope, claims[i]!.key, claims[i]!.stream);
        }),
      );
    }
    return claims.map((c, i) => {
      const owner = first.get(`${c.scope}\u0000${c.key}`)!;
      if (owner === i) return answers[i]!;
      return claims[owner]!.stream === c.stream && answers[owner] !== 'taken' ? 'held' : 'taken';
    });
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

// Inserted: claimed. Otherwise the holder as the statement's snapshot saw it; none (a holder that committed or
// released meanwhile) leaves the claim to a single retry (NULL).
const CLAIM_MANY_SQL = `
WITH wanted AS (SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS w(scope, key, stream, ord)),
inserted AS (
  INSERT INTO command_service.reservations (scope, key, stream)
  SELECT scope, key, stream FROM wanted ORDER BY ord
  ON CONFLICT DO NOTHING
  RETURNING scope, key
)
SELECT w.ord,
  CASE WHEN i.key IS NOT NULL THEN 'claimed' WHEN r.stream = w.stream THEN 'held' WHEN r.stream IS NOT NULL THEN 'taken' END AS claim
FROM wanted w
LEFT JOIN inserted i ON i.scope = w.scope AND i.key = w.key
LEFT JOIN command_service.reservations r ON r.scope = w.scope AND r.key = w.key`;
