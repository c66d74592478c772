import express, { type Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import type { AccountModData } from '@tsuzuki/events/commands';
import { ValidationError } from '../errors.ts';

const UserId = z.coerce.number().int().positive();
const MAX_IPS = 20;
const MAX_ALTS = 20;

/**
 * GET /moderation/accounts/:userId (internal token, like every route here): the query-service asks it for a moderator
 * only (ADR 21). Emails and addresses live in the command-service's own tables, never in the log.
 */
export function moderationRoute(pool: pg.Pool): Router {
  const router = express.Router();
  router.get('/moderation/accounts/:userId', async (req, res) => {
    const parsed = UserId.safeParse(req.params.userId);
    if (!parsed.success) throw new ValidationError({ userId: ['Required'] });
    res.json(await accountModData(pool, parsed.data));
  });
  return router;
}

export async function accountModData(pool: pg.Pool, userId: number): Promise<AccountModData> {
  const [account, ips] = await Promise.all([
    pool.query<{ email: string }>('SELECT email FROM command_service.accounts WHERE user_id = $1', [userId]),
    pool.query<{ ip: string; last_seen: Date }>(
      `SELECT ip, max(at) AS last_seen FROM (
         SELECT ip, created_at AS at FROM command_service.sessions WHERE user_id = $1 AND ip IS NOT NULL
         UNION ALL SELECT ip, created_at FROM command_service.known_devices WHERE user_id = $1
       ) seen GROUP BY ip ORDER BY last_seen DESC LIMIT ${MAX_IPS}`,
      [userId],
    ),
  ]);
  const addresses = ips.rows.map((r) => r.ip);
  const alts =
    addresses.length === 0
      ? []
      : (
          await pool.query<{ user_id: string; ips: string[] }>(
            `SELECT user_id, array_agg(DISTINCT ip ORDER BY ip) AS ips FROM (
       SELECT user_id, ip FROM command_service.sessions WHERE ip = ANY($1::text[])
       UNION ALL SELECT user_id, ip FROM command_service.known_devices WHERE ip = ANY($1::text[])
     ) shared WHERE user_id <> $2 GROUP BY user_id ORDER BY count(DISTINCT ip) DESC, user_id LIMIT ${MAX_ALTS}`,
            [addresses, userId],
          )
        ).rows;
  return {
    email: account.rows[0]?.email ?? null,
    ips: ips.rows.map((r) => ({ ip: r.ip, lastSeen: new Date(r.last_seen).toISOString() })),
    alts: alts.map((r) => ({ userId: Number(r.user_id), ips: r.ips })),
  };
}
