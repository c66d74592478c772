import pg from 'pg';
import { currentVersion, userStream, type DomainEvent, type EventType } from '@tsuzuki/events';
import { SocialWorld } from '@tsuzuki/projection-service/testing/socialActivity';
import { copyRows } from './listCatchUp.ts';

// A social log written straight into the event store with COPY (a million events in seconds, where commands would
// take an hour): members signing up, then the statuses, messages, replies, likes, subscriptions, follows and blocks
// the command path would write for them (projection-service/src/testing/socialActivity.ts).

/** One row of event_store.events in COPY's text format (JSON has no tab or newline; its backslashes are doubled). */
function row(stream: string, position: number, event: DomainEvent, occurredAt: string): string {
  const data = JSON.stringify(event.data).replaceAll('\\', '\\\\');
  const metadata = JSON.stringify({ commandId: `bench-${stream}-${position}`, actorId: null, occurredAt });
  return `${stream}\t${position}\t${event.type}\t${currentVersion(event.type as EventType)}\t${data}\t${metadata}\n`;
}

function* memberRows(members: number, at: string): Generator<string> {
  for (let id = 1; id <= members; id++) {
    yield row(userStream(id), 0, { type: 'UserSignedUp', data: { userId: id, name: `member_${id}` } }, at);
  }
}

function* socialRows(world: SocialWorld, events: number, start: number, end: number): Generator<string> {
  const versions = new Map<string, number>();
  for (let written = 0; written < events;) {
    const next = world.next();
    if (!next) continue;
    const at = new Date(start + ((end - start) * written) / events).toISOString();
    for (const event of next.events) {
      const v = versions.get(next.stream) ?? 0;
      versions.set(next.stream, v + 1);
      yield row(next.stream, v, event, at);
      written++;
    }
  }
}

/** Writes `members` sign-ups and about `events` social events over the last `days` days; answers the rows written. */
export async function copySocialLog(pool: pg.Pool, members: number, events: number, days: number, seed = 11): Promise<number> {
  const end = Date.now();
  const start = end - days * 86_400_000;
  const world = new SocialWorld(members, seed, 1, false);
  return (
    (await copyRows(pool, memberRows(members, new Date(start - 86_400_000).toISOString()))) +
    (await copyRows(pool, socialRows(world, events, start, end)))
  );
}
