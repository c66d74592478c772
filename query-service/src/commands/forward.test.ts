import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tsuzuki/event-store/testing';
import { AppError } from '../http/errors.ts';
import { CheckpointWatcher } from './checkpoints.ts';
import { commandForwarder, MAYBE_SAVED_MESSAGE, NOT_SAVED_MESSAGE } from './forward.ts';

// A stand-in command-service that dies mid-request as often as told, then answers; the forwarder must retry
// with the same command id, and say clearly what may have happened when it gives up.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let watcher: CheckpointWatcher;
beforeAll(async () => {
  db = await createTestDatabase('query_forward');
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  watcher = new CheckpointWatcher(db.url, pool);
});
afterAll(async () => {
  await watcher?.close();
  await pool?.end();
  await db?.drop();
});

async function flakyCommandService(dropFirst: number): Promise<{ url: string; commandIds: string[]; server: Server }> {
  const commandIds: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      commandIds.push((JSON.parse(body) as { commandId: string }).commandId);
      // The process "dies" after reading the command: the connection closes without an answer.
      if (commandIds.length <= dropFirst) return req.socket.destroy();
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ position: '1:1', stream: 'user-1', streamVersion: '0', ids: {}, duplicate: commandIds.length > 1 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, commandIds, server };
}

const forwarder = (commandServiceUrl: string, idempotencyKey: string | null = null) =>
  commandForwarder(
    { commandServiceUrl, internalToken: null, watcher, rywTimeoutMs: 1000, retryDelaysMs: [10, 10, 10] },
    { actor: { kind: 'user', id: 1, moderatorRoles: [], donatorTier: 0 }, requestId: 'test', idempotencyKey },
  );

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a failure');
}

describe('commandForwarder', () => {
  it('retries a dropped connection with the same command id and answers once it gets through', async () => {
    const flaky = await flakyCommandService(2);
    try {
      const result = await forwarder(flaky.url, 'retry-key').send('UpdateUser', { about: 'x' }, { projections: [] });
      expect(result.duplicate).toBe(true);
      expect(flaky.commandIds).toHaveLength(3);
      expect(new Set(flaky.commandIds).size).toBe(1);
      expect(flaky.commandIds[0]).toMatch(/^idem:/);
    } finally {
      flaky.server.close();
    }
  });

  it('says the change may have been saved when the command-service keeps dying after reading it', async () => {
    const flaky = await flakyCommandService(100);
    try {
      const err = await failure(forwarder(flaky.url).send('UpdateUser', { about: 'x' }, { projections: [] }));
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: MAYBE_SAVED_MESSAGE });
      // Without a key the forwarder still retries under one command id of its own.
      expect(new Set(flaky.commandIds).size).toBe(1);
    } finally {
      flaky.server.close();
    }
  });

  it('sends the command and waits for read-your-writes inside `idle` (outside the admission gate)', async () => {
    const service = await flakyCommandService(0);
    let outside = false;
    const seen: boolean[] = [];
    service.server.prependListener('request', () => seen.push(outside));
    try {
      const result = await commandForwarder(
        { commandServiceUrl: service.url, internalToken: null, watcher, rywTimeoutMs: 1000 },
        {
          actor: { kind: 'user', id: 1, moderatorRoles: [], donatorTier: 0 },
          requestId: 'test',
          idle: async (work) => {
            outside = true;
            try {
              return await work();
            } finally {
              outside = false;
            }
          },
        },
      ).send('UpdateUser', { about: 'x' }, { projections: [] });
      expect(result.position).toBe('1:1');
      expect(seen).toEqual([true]);
      expect(outside).toBe(false);
    } finally {
      service.server.close();
    }
  });

  it('says the change was not saved when the command-service could not be reached at all', async () => {
    const closed = await flakyCommandService(0);
    closed.server.close();
    await new Promise((resolve) => closed.server.once('close', resolve));
    const err = await failure(forwarder(closed.url).send('UpdateUser', { about: 'x' }, { projections: [] }));
    expect(err).toMatchObject({ status: 503, code: 'UNAVAILABLE', message: NOT_SAVED_MESSAGE });
  });
});
