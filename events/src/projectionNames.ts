// Names of the read models. The projection-service owns their code; the command-service rings their doorbells after
// appends and the query-service waits on their checkpoints (read-your-writes). Kept apart from their inputs
// (projections.ts): each event's definition names its consumers from this list, and the inputs are read off those
// definitions, so one module holding both would import the catalogue that imports it.
export const PROJECTIONS = [
  'media',
  'characters',
  'staff',
  'studios',
  'tags',
  'genres',
  'search',
  'users',
  'rankings',
  'trends',
  'lists',
  'favourites',
  'activities',
  'social',
  'notifications',
  'reviews',
  'recommendations',
  'forum',
  'modactions',
  'moderation',
  'edits',
  'sitestats',
  'mediastats',
  'announcements',
  'mediapages',
] as const;
export type ProjectionName = (typeof PROJECTIONS)[number];
