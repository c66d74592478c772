// Names of the read models. The projection-service owns their code; the command-service rings their
// doorbells after appends and the query-service waits on their checkpoints (read-your-writes).
export const PROJECTIONS = ['media', 'characters', 'staff', 'studios', 'tags', 'genres', 'search', 'users', 'rankings', 'trends'] as const;
export type ProjectionName = (typeof PROJECTIONS)[number];

/** BullMQ queue that carries drain jobs. */
export const PROJECTION_QUEUE = 'projections';
/** PostgreSQL channel on which projections announce a committed checkpoint ("<name> <txid>:<pos>"). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoint';

/** Each read model lives in its own schema, so that a rebuild can swap a whole schema in one transaction. */
export const projectionSchema = (name: string) => `rm_${name}`;
