import type { z } from 'zod';
import type { EventDefinition } from './define.ts';
import { MediaAdded, MediaStatisticsImported, MediaUpdated } from './media.ts';
import { CharacterAdded, MediaTagCreated, StaffAdded, StudioAdded } from './people.ts';
import {
  MediaListOptionsUpdated, UserDonatorTierChanged, UserOptionsUpdated, UserProfileUpdated, UserRenamed, UserRolesChanged,
  UserSignedUp,
} from './users.ts';

export * from './define.ts';
export * from './media.ts';
export * from './people.ts';
export * from './shapes.ts';
export * from './users.ts';
export * from './vocabulary.ts';

/** Every event type the system writes. Add new definitions here; the union type follows. */
export const eventCatalogue = {
  MediaAdded,
  MediaUpdated,
  MediaStatisticsImported,
  CharacterAdded,
  StaffAdded,
  StudioAdded,
  MediaTagCreated,
  UserSignedUp,
  UserRenamed,
  UserProfileUpdated,
  UserOptionsUpdated,
  MediaListOptionsUpdated,
  UserRolesChanged,
  UserDonatorTierChanged,
} as const;

type Catalogue = typeof eventCatalogue;
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

/** Lifts stored data of any older version to the current shape, then validates it. */
export function upcast(type: string, version: number, data: unknown): DomainEvent {
  const def = definitionOf(type);
  if (version > def.version) throw new Error(`${type} v${version} is newer than this code (v${def.version})`);
  let current = data;
  for (let v = version; v < def.version; v++) current = def.upcasters[v]!(current);
  return { type, data: def.schema.parse(current) } as DomainEvent;
}

/** Validates data for a new event; throws a ZodError on a shape the catalogue does not allow. */
export function newEvent<T extends EventType>(type: T, data: EventData<T>): EventOf<T> {
  return { type, data: definitionOf(type).schema.parse(data) } as EventOf<T>;
}
