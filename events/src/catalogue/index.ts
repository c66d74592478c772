import type { z } from 'zod';
import { isEventDefinition, type EventDefinition } from './define.ts';
import * as announcements from './announcements.ts';
import * as edits from './edits.ts';
import * as forum from './forum.ts';
import * as lists from './lists.ts';
import * as media from './media.ts';
import * as memberModeration from './memberModeration.ts';
import * as moderation from './moderation.ts';
import * as people from './people.ts';
import * as reviews from './reviews.ts';
import * as social from './social.ts';
import * as tags from './tags.ts';
import * as users from './users.ts';

export * from './announcements.ts';
export * from './define.ts';
export * from './edits.ts';
export * from './forum.ts';
export * from './lists.ts';
export * from './media.ts';
export * from './memberModeration.ts';
export * from './moderation.ts';
export * from './people.ts';
export * from './reviews.ts';
export * from './shapes.ts';
export * from './social.ts';
export * from './tags.ts';
export * from './users.ts';
export * from './vocabulary.ts';

/** The event definitions a module exports, each under its own type name. */
type DefinitionsOf<M> = {
  [K in keyof M as M[K] extends EventDefinition<infer T> ? (T extends K ? K : never) : never]: M[K];
};

function definitionsOf<M extends object>(module: M): DefinitionsOf<M> {
  const found = Object.entries(module).filter(([, value]) => isEventDefinition(value));
  for (const [name, def] of found) {
    if ((def as EventDefinition).type !== name) throw new Error(`Event ${(def as EventDefinition).type} is exported as ${name}`);
  }
  return Object.fromEntries(found) as DefinitionsOf<M>;
}

/**
 * Every event type the system writes, collected from the catalogue modules: adding a type is one
 * `defineEvent` in the module of its domain (a new module is one more line here).
 */
export const eventCatalogue = {
  ...definitionsOf(media),
  ...definitionsOf(people),
  ...definitionsOf(users),
  ...definitionsOf(lists),
  ...definitionsOf(social),
  ...definitionsOf(forum),
  ...definitionsOf(reviews),
  ...definitionsOf(moderation),
  ...definitionsOf(memberModeration),
  ...definitionsOf(tags),
  ...definitionsOf(edits),
  ...definitionsOf(announcements),
};

export type Catalogue = typeof eventCatalogue;
export type EventType = keyof Catalogue;
export type EventData<T extends EventType> = z.infer<Catalogue[T]['schema']>;
/** An event in its current shape, discriminated by `type`. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export class UnknownEventError extends Error {
  constructor(type: string) {
    super(`Unknown event type ${type}`);
  }
}

/**
 * A stored event written by newer code than this: a reader that handles the type cannot know what it means
 * and must stop rather than guess (readers that skip the type never decode it).
 */
export class NewerEventVersionError extends Error {
  readonly code = 'NEWER_EVENT_VERSION';
  constructor(
    readonly type: string,
    readonly version: number,
    readonly known: number,
  ) {
    super(`${type} v${version} is newer than this code (v${known}): deploy the newer code to read it`);
  }
}

function definitionOf(type: string): EventDefinition {
  const def = (eventCatalogue as Record<string, EventDefinition>)[type];
  if (!def) throw new UnknownEventError(type);
  return def;
}

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}

/** The schema version new events of this type are written with. */
export function currentVersion(type: EventType): number {
  return definitionOf(type).version;
}

/**
 * A stored event in its current shape. Data written at the current version was validated by the catalogue schema
 * on append, so it is used as stored (this keeps catch-up fast); only older versions go through the upcasters,
 * which validate the result. The one place where stored data is trusted to be what its type says.
 */
export function fromStore(type: string, version: number, data: unknown): DomainEvent {
  if (isKnownEventType(type) && currentVersion(type) === version) return { type, data } as DomainEvent;
  return upcast(type, version, data);
}

/** Lifts stored data of any older version to the current shape, then validates it. */
export function upcast(type: string, version: number, data: unknown): DomainEvent {
  const def = definitionOf(type);
  if (version > def.version) throw new NewerEventVersionError(type, version, def.version);
  let current = data;
  for (let v = version; v < def.version; v++) current = def.upcasters[v]!(current);
  return { type, data: def.schema.parse(current) } as DomainEvent;
}

/** Validates an event built elsewhere (what an append is handed); throws a ZodError on a shape the catalogue does not allow. */
export function checkEvent(event: DomainEvent): DomainEvent {
  return { type: event.type, data: definitionOf(event.type).schema.parse(event.data) } as DomainEvent;
}

/** Validates data for a new event; throws a ZodError on a shape the catalogue does not allow. */
export function newEvent<T extends EventType>(type: T, data: EventData<T>): EventOf<T> {
  return { type, data: definitionOf(type).schema.parse(data) } as EventOf<T>;
}
