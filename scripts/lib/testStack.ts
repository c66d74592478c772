import { createTestDatabase, createTestRedisPrefix } from '@tsuzuki/events/testing';
import { freePort } from './ports.ts';
import { tsx } from './run.ts';
import { startStack, type Stack } from './stack.ts';

/** A whole site on free ports with its own database and Redis prefix, seeded at a small scale. */
export async function startTestStack(label: string, seedArgs: string[] = ['--scale', '0.05']): Promise<Stack> {
  const db = await createTestDatabase(label);
  const redis = createTestRedisPrefix(label);
  let stack: Stack;
  try {
    stack = await startStack({
      databaseUrl: db.url,
      redisUrl: redis.redisUrl,
      redisPrefix: redis.prefix,
      port: await freePort(),
      commandPort: await freePort(),
      projectionPort: await freePort(),
      output: 'quiet',
    });
  } catch (err) {
    await db.drop();
    await redis.cleanup();
    throw err;
  }
  const teardown = async () => {
    await stack.stop();
    await db.drop();
    await redis.cleanup();
  };
  if ((await tsx('command-service/src/seed/cli.ts', seedArgs, stack.env)) !== 0) {
    await teardown();
    throw new Error('seeding the test stack failed');
  }
  return { ...stack, stop: teardown };
}
