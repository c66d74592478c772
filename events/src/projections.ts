import { eventCatalogue, type EventType } from './catalogue/index.ts';

// Names of the read models. The projection-service owns their code; the command-service rings their
// doorbells after appends and the query-service waits on their checkpoints (read-your-writes).
export const PROJECTIONS = [
  'media', 'characters', 'staff', 'studios', 'tags', 'genres', 'search', 'users', 'rankings', 'trends', 'lists', 'favourites', 'activities',
  'social', 'notifications',
  'reviews', 'recommendations',
  'forum',
  'modactions',
  'moderation',
  'edits',
  'sitestats',
  'mediastats',
] as const;
export type ProjectionName = (typeof PROJECTIONS)[number];

/**
 * The event types each read model consumes, from the consumers each event definition names: the projections
 * declare `handles` from this map, the store reads each projection only these types, and the command-service
 * rings only the projections an append concerns (ringing all of them made every write start ten drains). A
 * read model fed by no events (rankings is recomputed from other read models) is never rung by a write.
 */
export const PROJECTION_INPUTS: Readonly<Record<ProjectionName, readonly EventType[]>> = Object.fromEntries(
  PROJECTIONS.map((name) => [
    name,
    Object.values(eventCatalogue).filter((def) => def.consumers.includes(name)).map((def) => def.type as EventType),
  ]),
) as unknown as Record<ProjectionName, readonly EventType[]>;

/** The projections that consume at least one of these event types. */
export function projectionsFor(types: readonly string[]): ProjectionName[] {
  return PROJECTIONS.filter((name) => PROJECTION_INPUTS[name].some((type) => types.includes(type)));
}

/** BullMQ queue that carries drain jobs. */
export const PROJECTION_QUEUE = 'projections';
/** BullMQ queue of read-model maintenance (planner statistics, recomputes): never in a drain's way. */
export const MAINTENANCE_QUEUE = 'projections-maintenance';
/** PostgreSQL channel on which projections announce a committed checkpoint ("<name> <txid>:<pos>"). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

/** Each read model lives in its own schema, so that a rebuild can swap a whole schema in one transaction. */
export const projectionSchema = (name: string) => `rm_${name}`;
