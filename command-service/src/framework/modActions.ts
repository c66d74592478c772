import { setTimeout as sleep } from 'node:timers/promises';
import {
  GENESIS_HASH,
  MODLOG_STREAM,
  chainModAction,
  dataOf,
  newEvent,
  type Actor,
  type DomainEvent,
  type ModActionRecord,
} from '@tsuzuki/events';
import {
  comparePositions,
  formatPosition,
  parsePosition,
  type AppendOptions,
  type AppendResult,
  type EventStore,
} from '@tsuzuki/event-store';
import { recordsModActions, type AnyCommand, type Handled, type ModActionFact, type RegisteredCommand } from './command.ts';

// A command's mod actions go to the mod-action log in the append of its own events (ADR 19). The log is one stream
// whose every entry names the hash before it, so its appends serialise on the stream's version like any aggregate's.

export interface ModLogHead {
  /** The log's stream version (-1: empty). */
  version: bigint;
  /** The last entry's hash (GENESIS_HASH when empty). */
  hash: string;
}

/** Per store: the head last seen, so that reading the log's head reads only what came after it. */
const heads = new WeakMap<object, ModLogHead>();

function remember(store: object, head: ModLogHead): void {
  const cached = heads.get(store);
  if (!cached || head.version > cached.version) heads.set(store, head);
}

export async function readModLogHead(store: Pick<EventStore, 'readStream'>): Promise<ModLogHead> {
  const cached = heads.get(store);
  const read = await store.readStream(MODLOG_STREAM, cached?.version);
  const last = read.events.at(-1);
  const head = last
    ? { version: read.version, hash: dataOf('ModActionRecorded')(last).hash }
    : (cached ?? { version: -1n, hash: GENESIS_HASH });
  remember(store, head);
  return head;
}

/** Per store: the mod-action commands of this process, one after another (withModLogTurn). */
const turns = new WeakMap<object, Promise<unknown>>();

/**
 * Runs a command that may record mod actions after this process's previous one has finished, so that the log's
 * head it reads stays the head until it appends: two moderators' actions then never race for the log inside one
 * process. (Processes still race one another: the one whose append is refused decides again, MODLOG_RETRIES.)
 */
export function withModLogTurn<T>(spec: RegisteredCommand, actor: Actor, store: object, work: () => Promise<T>): Promise<T> {
  if (!recordsModActions(spec, actor)) return work();
  const turn = (turns.get(store) ?? Promise.resolve()).then(work, work);
  turns.set(
    store,
    turn.catch(() => undefined),
  );
  return turn;
}

/** The spec's facts for what decide chose, as a list ([] when the actor did not act as a moderator). */
export function modActionFacts(
  spec: RegisteredCommand,
  command: AnyCommand,
  events: DomainEvent[],
  state: unknown,
  context: unknown,
): ModActionFact[] {
  const facts = spec.modAction?.(command, events, state, context);
  return (Array.isArray(facts) ? facts : [facts]).filter((f): f is ModActionFact => !!f);
}

/** The facts as entries of the chain after `head`: seq = stream position + 1, each hash over the one before. */
export function chainEntries(facts: readonly ModActionFact[], head: ModLogHead, command: AnyCommand): DomainEvent[] {
  const { actor, occurredAt } = command.metadata;
  if (actor.kind !== 'user') throw new Error('Only members act as moderators');
  let prevHash = head.hash;
  return facts.map((fact, i) => {
    const record = chainModAction(
      {
        seq: Number(head.version) + 2 + i,
        moderatorId: actor.id,
        action: fact.action,
        objectType: fact.objectType,
        objectId: fact.objectId,
        subjectUserId: fact.subjectUserId ?? null,
        // As jsonb will give it back (no undefined, no Dates): the hash is taken over what is stored.
        data: JSON.parse(JSON.stringify(fact.data ?? {})) as ModActionRecord['data'],
        reason: fact.reason ?? null,
        occurredAt,
      },
      prevHash,
    );
    prevHash = record.hash;
    return newEvent('ModActionRecorded', record);
  });
}

/** The log's command id of a command: the store's command ids are unique across streams. */
export const modLogCommandId = (commandId: string) => `${commandId}:modlog`;

export interface ModActionAppend {
  own: AppendResult;
  log: AppendResult;
}

/**
 * The command's events and its chain entries after `head`, all or nothing (appendAll): a change is never in the log
 * without its entry, nor an entry without its change. When either stream moved, the WrongExpectedVersionError is
 * thrown and the caller decides again on what is there now.
 */
export async function appendWithModActions(
  store: EventStore,
  stream: string,
  events: DomainEvent[],
  options: AppendOptions,
  chain: DomainEvent[],
  head: ModLogHead,
): Promise<ModActionAppend> {
  const metadata = { ...options.metadata, commandId: modLogCommandId(options.metadata.commandId) };
  const [own, log] = (await store.appendAll([
    { stream, events, options },
    { stream: MODLOG_STREAM, events: chain, options: { expectedVersion: head.version < 0n ? 'no_stream' : head.version, metadata } },
  ])) as [AppendResult, AppendResult];
  if (!log.duplicate) remember(store, { version: log.nextExpectedVersion, hash: lastHash(chain) });
  return { own, log };
}

/** How often a command decides again because only the log moved (another process's moderator came first). */
export const MODLOG_RETRIES = 20;

/** A moment's pause before that: the contenders spread out instead of meeting again. */
export const modLogBackoff = (conflicts: number) => sleep(Math.random() * 4 * conflicts);

const lastHash = (chain: DomainEvent[]) => dataOf('ModActionRecorded')(chain.at(-1)!).hash;

/** Read-your-writes waits for the later of the two appends, so the mod-action read model shows the action too. */
export function answerWithLog(handled: Handled, log: AppendResult): Handled {
  if (comparePositions(log.position, parsePosition(handled.result.position)) > 0) handled.result.position = formatPosition(log.position);
  return handled;
}
