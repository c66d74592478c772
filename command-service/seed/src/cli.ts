// `npm run seed [-- --scale <n>] [--now <ISO date>] [--concurrency <n>] [--members <n>]`: generates the demo
// catalogue and its members' lists and runs them through the command bus, unless the event store already holds
// events. Commands go in batches (docs/adr/0018); --concurrency is how many catalogue batches are in flight at once.
// Real anime data: bangumi-data (https://github.com/bangumi-data/bangumi-data), CC-BY-4.0.
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Doorbell, LOG_START, comparePositions, ensureDatabase, loadConfig, openEventStore } from '@tsuzuki/event-store';
import { loadAuthConfig } from '@tsuzuki/command-service/accounts/auth/config';
import { createAuthContext } from '@tsuzuki/command-service/accounts/auth/context';
import { createMailer } from '@tsuzuki/command-service/accounts/auth/mailer';
import { CommandBus } from '@tsuzuki/command-service/bus';
import { createLogger } from '@tsuzuki/command-service/logger';
import { IdAllocator } from '@tsuzuki/command-service/framework/ids';
import { ensureOwnTables } from '@tsuzuki/command-service/framework/ownTables';
import { seedDemoAccounts, seedDemoApp } from './accounts.ts';
import { generateSeed } from './dataset.ts';
import { DEMO_APP, DEMO_PASSWORD, demoAccountLines } from './demoAccounts.ts';
import { importSeed } from './import.ts';
import { FULL_MEMBERS, seedMembers, seedStanding } from './members.ts';
import { seedSocial } from './social.ts';
import { seedForum } from './forum.ts';
import { seedReviews } from './reviews.ts';
import { catalogueAt } from './history.ts';
import { progressOutput } from './progress.ts';
import { ThrottledRinger } from './ringer.ts';
import { loadRomanizer } from './romaji.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    now: { type: 'string' },
    concurrency: { type: 'string', default: '2' },
    members: { type: 'string' },
  },
});
const scale = Number(values.scale);
const concurrency = Number(values.concurrency);
const now = values.now ? new Date(values.now) : new Date();
const members = values.members !== undefined ? Number(values.members) : Math.round(FULL_MEMBERS * scale);
if (!(scale > 0) || !(concurrency >= 1) || Number.isNaN(now.getTime()) || !Number.isInteger(members) || members < 0) {
  console.error('Usage: npm run seed -- [--scale <positive number>] [--now <ISO date>] [--concurrency <n>] [--members <n>]');
  process.exit(2);
}

const out = progressOutput();
const progress = (line: string) => out.update(line);
const config = loadConfig();
await ensureDatabase(config.databaseUrl);
const store = await openEventStore(config);
const pool = new pg.Pool({ connectionString: config.databaseUrl, max: concurrency + 2 });
const doorbell = new Doorbell(config.redisUrl, config.redisPrefix);
const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
try {
  if (comparePositions(await store.headPosition(), LOG_START) > 0) {
    out.print('seed: the event store already has events; nothing to do (seed an empty database to start over).');
  } else {
    const started = Date.now();
    // Set by `npm start`, whose services run already: the site can be opened while the import fills it.
    if (process.env.SEED_SITE_URL) {
      out.print(
        `seed: the site already answers at ${process.env.SEED_SITE_URL}; importing the demo data, which appears as it goes (about a minute)...`,
      );
    }
    await ensureOwnTables(pool);
    const data = generateSeed({ now, scale, romanize: await loadRomanizer() });
    const generated = Date.now();
    out.print(
      `seed: generated ${data.media.length} media, ${data.characters.length} characters, ${data.staff.length} staff, ` +
        `${data.studios.length} studios, ${data.tags.length} tags (scale ${scale}) in ${((generated - started) / 1000).toFixed(1)}s`,
    );
    const ringer = new ThrottledRinger(doorbell);
    const bus = new CommandBus({ store, pool, doorbell: ringer });
    const logger = createLogger('seed');
    const authConfig = loadAuthConfig();
    const auth = createAuthContext({
      redis,
      redisPrefix: config.redisPrefix,
      config: authConfig,
      mailer: createMailer(authConfig, logger),
      pool,
      store,
      bus,
      logger,
    });
    const accounts = await seedDemoAccounts(auth, now);
    out.print(
      `seed: ${accounts} demo accounts (password "${DEMO_PASSWORD}"):\n${demoAccountLines()
        .map((l) => `  ${l}`)
        .join('\n')}`,
    );
    const app = await seedDemoApp(auth);
    if (app !== null)
      out.print(`seed: demo API client ${app} (${DEMO_APP.name}), e.g. /login?apiVersion=v2&client_id=${app}&response_type=token`);
    // With members the figures are theirs, dated over the site's year (docs/adr/0065): the generated statistics only
    // guide what they pick and how they score, and are imported only into a catalogue without members (--members 0).
    const catalogue = members > 0 ? { ...data, statistics: [] } : data;
    const counts = await importSeed(bus, catalogue, { concurrency, log: progress, occurredAt: catalogueAt(now) });
    const ids = new IdAllocator(pool);
    const listed = await seedMembers(bus, data, {
      now,
      count: members,
      log: progress,
      reserveUserIds: async (lastId) => void (await ids.allocate('user', 'seed:members', lastId)),
    });
    counts.commands += listed.commands;
    const social = await seedSocial(bus, { now, count: members, log: progress });
    counts.commands += social.commands;
    const forum = await seedForum(bus, data, {
      now,
      count: members,
      log: progress,
      readStream: (stream) => store.readStream(stream),
    });
    counts.commands += forum.commands;
    const reviewed = await seedReviews(bus, data, { now, count: members, log: progress });
    counts.commands += reviewed.commands;
    counts.commands += await seedStanding(bus, { now, count: members });
    await ringer.flush();
    const seconds = (Date.now() - generated) / 1000;
    out.print(
      `seed: ${counts.commands} commands (${counts.duplicates} already in the log) in ${seconds.toFixed(1)}s, ` +
        `${Math.round(counts.commands / Math.max(seconds, 0.001))}/s`,
    );
  }
} finally {
  out.end();
  redis.disconnect();
  await Promise.allSettled([store.close(), pool.end(), doorbell.close()]);
}
