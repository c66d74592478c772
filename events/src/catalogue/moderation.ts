import { z } from 'zod';
import { MOD_ACTIONS, MOD_OBJECT_TYPES } from '../modlog/actions.ts';
import { defineEvent } from './define.ts';
import { Id } from './shapes.ts';

// The mod-action log (issue 12, ADR 19): one stream, `modlog-all`, of every action a moderator took in that
// capacity, each written in the same append as the events of the change it records. Each carries a hash over its
// content and the previous action's hash (events/src/modlog/chain.ts), so an altered or removed action shows.
// No field may be transformed by its schema (no trim, no default): the hash is taken over the data as written.
// Never give this type an upcaster: an upcast action would no longer match its hash (a new shape is a new type).

const Hash = z.string().regex(/^[0-9a-f]{64}$/);

export const ModActionRecorded = defineEvent(
  'ModActionRecorded',
  1,
  ['modactions'],
  z.object({
    /** 1, 2, 3…: the action's stream position + 1, so that a removed action leaves a gap. */
    seq: z.number().int().positive(),
    moderatorId: Id,
    action: z.enum(MOD_ACTIONS),
    objectType: z.enum(MOD_OBJECT_TYPES),
    objectId: Id,
    /** The member the action is about (the author of what was deleted, the member banned), when there is one. */
    subjectUserId: Id.nullable(),
    /** A little context: excerpts of the text before and after, the role granted, the fields changed. */
    data: z.record(z.string(), z.json()),
    reason: z.string().max(2000).nullable(),
    occurredAt: z.string(),
    prevHash: Hash,
    hash: Hash,
  }),
);

export type ModActionRecord = z.infer<typeof ModActionRecorded.schema>;
