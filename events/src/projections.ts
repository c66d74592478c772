import { eventCatalogue, type Catalogue, type EventType } from './catalogue/index.ts';
import { PROJECTIONS, type ProjectionName } from './projectionNames.ts';

export { PROJECTIONS, type ProjectionName } from './projectionNames.ts';

/** The event types read model P consumes: those whose definition names P among its consumers. */
export type InputOf<P extends ProjectionName> = {
  [T in EventType]: P extends Catalogue[T]['consumers'][number] ? T : never;
}[EventType];

export type ProjectionInputs = { readonly [P in ProjectionName]: readonly InputOf<P>[] };

const EVENT_TYPES = Object.values(eventCatalogue).map((def) => def.type);

function inputsOf<P extends ProjectionName>(name: P): readonly InputOf<P>[] {
  return EVENT_TYPES.filter((type): type is InputOf<P> => {
    const consumers: readonly ProjectionName[] = eventCatalogue[type].consumers;
    return consumers.includes(name);
  });
}

/**
 * The event types each read model consumes, from the consumers each event definition names: the projections
 * declare `handles` from this map (so their apply sees only those types), the store reads each projection only
 * these types, and the command-service rings only the projections an append concerns (ringing all of them made
 * every write start ten drains). A read model fed by no events (rankings is recomputed from other read models) is
 * never rung by a write.
 */
// Object.fromEntries forgets which key holds which list; inputsOf(name) is InputOf<name> by its predicate.
export const PROJECTION_INPUTS = Object.fromEntries(PROJECTIONS.map((name) => [name, inputsOf(name)])) as ProjectionInputs;

/** The projections that consume at least one of these event types. */
export function projectionsFor(types: readonly string[]): ProjectionName[] {
  return PROJECTIONS.filter((name) => PROJECTION_INPUTS[name].some((type) => types.includes(type)));
}

/** BullMQ queue that carries drain jobs. */
export const PROJECTION_QUEUE = 'projections';
/** BullMQ queue of read-model maintenance (planner statistics, recomputes): never in a drain's way. */
export const MAINTENANCE_QUEUE = 'projections-maintenance';
/**
 * PostgreSQL channel on which projections announce a committed checkpoint ("<name> <txid>:<pos>"), or a committed
 * recompute of a refreshed read model ("<name>", no position: rankings, trending). A checkpoint that only moved past
 * events the read model does not handle says so ("<name> <txid>:<pos> unchanged", CHECKPOINT_UNCHANGED): its rows
 * are as they were, and answers read from them still stand (the answer cache, ADR 52).
 */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';
export const CHECKPOINT_UNCHANGED = 'unchanged';

/** Each read model lives in its own schema, so that a rebuild can swap a whole schema in one transaction. */
export const projectionSchema = (name: string) => `rm_${name}`;
