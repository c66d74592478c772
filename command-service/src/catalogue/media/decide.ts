import { isDeepStrictEqual } from 'node:util';
import {
  emptyMediaFields,
  newEvent,
  type DomainEvent,
  type MediaEditChanges,
  type MediaFields,
  type MediaSubmittable,
} from '@tsuzuki/events';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import {
  SUBMISSION_MESSAGES as S,
  acceptedPart,
  changedFields,
  drawnSubmissionId,
  pendingSubmission,
  requireDataEditor,
  submissionAccepted,
  submissionRejected,
} from '../submissions/book.ts';
import type {
  AcceptMediaSubmission,
  AddMedia,
  DeleteMedia,
  ImportMediaStatistics,
  MediaCommand,
  MediaContext,
  MergeMedia,
  RejectMediaSubmission,
  SubmitMediaEdit,
  SubmitNewMedia,
  UpdateMedia,
} from './commands.ts';
import { resolveLinkIds } from './links.ts';
import { evolveMedia, initialMediaState, type MediaState } from './media.ts';

export const MEDIA_MESSAGES = {
  notFound: 'Media not found.',
  exists: 'Media already exists.',
  mergeTarget: 'The media to merge into was not found.',
  mergeSelf: 'A media cannot be merged into itself.',
  mergeType: 'Only media of the same type can be merged.',
  deleted: 'The media was deleted.',
  merged: 'The media was merged into another entry.',
} as const;

type Existing = Extract<MediaState, { exists: true }>;

function existing(state: MediaState): Existing {
  if (!state.exists) throw new NotFoundError(MEDIA_MESSAGES.notFound);
  return state;
}

/** Proposed fields as the media would hold them: links given ids. */
function asFields(
  mediaId: number,
  current: readonly MediaFields['externalLinks'][number][],
  proposed: MediaEditChanges,
): Partial<MediaFields> {
  const { externalLinks, ...rest } = proposed;
  return externalLinks ? { ...rest, externalLinks: resolveLinkIds(mediaId, current, externalLinks) } : rest;
}

/** A data moderator (of this media's type) creates a media directly; an importer keeps the source's id. */
export function addMedia(command: AddMedia, state: MediaState): DomainEvent[] {
  requireDataEditor(command.metadata.actor, command.payload.type);
  if (state.exists || state.removed) throw new ConflictError(MEDIA_MESSAGES.exists);
  const { mediaId: _given, ...fields } = command.payload;
  return [{ type: 'MediaAdded', data: { ...fields, mediaId: command.metadata.ids.mediaId } }];
}

/**
 * A direct edit (importers, data moderators of the media's type). Only fields whose value really changes are
 * recorded, with what they held before; an edit that changes nothing records nothing.
 */
export function updateMedia(command: UpdateMedia, state: MediaState): DomainEvent[] {
  const media = existing(state);
  requireDataEditor(command.metadata.actor, media.type);
  const { changes, before } = changedFields(media.fields, asFields(media.mediaId, media.fields.externalLinks, command.payload.changes));
  if (Object.keys(changes).length === 0) return [];
  return [
    newEvent('MediaUpdated', { mediaId: media.mediaId, changes, before, reason: command.payload.reason ?? null, submissionId: null }),
  ];
}

/** Re-importing the same statistics records nothing. */
export function importMediaStatistics(command: ImportMediaStatistics, state: MediaState): DomainEvent[] {
  const media = existing(state);
  const { mediaId: _mediaId, ...statistics } = command.payload;
  if (isDeepStrictEqual(media.statistics, statistics)) return [];
  return [{ type: 'MediaStatisticsImported', data: command.payload }];
}

/** A member proposes changes to a media: those that differ from what it holds now wait for a data moderator. */
export function submitMediaEdit(command: SubmitMediaEdit, state: MediaState): DomainEvent[] {
  const media = existing(state);
  const { actor, pools } = command.metadata;
  if (actor.kind !== 'user') throw new ForbiddenError();
  const { changes, before } = changedFields<MediaSubmittable>(media.fields, command.payload.changes);
  if (Object.keys(changes).length === 0) throw new ValidationError({ changes: [S.nothingToSubmit] }, S.nothingToSubmit);
  return [
    newEvent('SubmissionCreated', {
      submissionId: drawnSubmissionId(pools),
      userId: actor.id,
      source: command.payload.source ?? null,
      objectType: 'MEDIA',
      objectId: media.mediaId,
      mediaType: media.type,
      isNew: false,
      changes,
      before,
    }),
  ];
}

/** A member proposes a new media; its id is drawn now, its stream waits for the decision (ADR 22). */
export function submitNewMedia(command: SubmitNewMedia, state: MediaState): DomainEvent[] {
  const { actor, pools, ids } = command.metadata;
  if (actor.kind !== 'user') throw new ForbiddenError();
  if (state.exists || state.removed || state.submissions.pending.size || state.submissions.decided.size)
    throw new ConflictError(MEDIA_MESSAGES.exists);
  const { changes } = changedFields<MediaSubmittable>(emptyMediaFields(), command.payload.changes);
  if (!command.payload.changes.title?.romaji) throw new ValidationError({ 'changes.title.romaji': [S.titleRequired] }, S.titleRequired);
  return [
    newEvent('SubmissionCreated', {
      submissionId: drawnSubmissionId(pools),
      userId: actor.id,
      source: command.payload.source ?? null,
      objectType: 'MEDIA',
      objectId: ids.mediaId,
      mediaType: command.payload.type,
      isNew: true,
      changes,
      before: {},
    }),
  ];
}

/**
 * A data moderator accepts a submission, or the fields of it they name: the change is applied as a direct edit
 * would apply it (to what the media holds now), in the same append as the decision.
 */
export function acceptMediaSubmission(command: AcceptMediaSubmission, state: MediaState): DomainEvent[] {
  const { actor, ids } = command.metadata;
  const { submissionId, fields, notes, reason } = command.payload;
  const pending = pendingSubmission(state.submissions, submissionId);
  const part = acceptedPart(pending, fields);
  const decision = submissionAccepted('MEDIA', ids.mediaId, pending, actor, part, notes ?? null);
  if (pending.isNew) {
    requireDataEditor(actor, pending.mediaType!);
    if (state.exists || state.removed) throw new ConflictError(MEDIA_MESSAGES.exists);
    const proposed = asFields(ids.mediaId, [], part.changes as MediaEditChanges);
    const added = { ...emptyMediaFields(), ...proposed };
    if (!added.title.romaji) throw new ValidationError({ fields: [S.titleRequired] }, S.titleRequired);
    return [newEvent('MediaAdded', { ...added, mediaId: ids.mediaId, type: pending.mediaType!, submissionId }), decision];
  }
  const media = existing(state);
  requireDataEditor(actor, media.type);
  const { changes, before } = changedFields(
    media.fields,
    asFields(media.mediaId, media.fields.externalLinks, part.changes as MediaEditChanges),
  );
  if (Object.keys(changes).length === 0) return [decision];
  return [newEvent('MediaUpdated', { mediaId: media.mediaId, changes, before, reason: reason ?? null, submissionId }), decision];
}

export function rejectMediaSubmission(command: RejectMediaSubmission, state: MediaState): DomainEvent[] {
  const { actor, ids } = command.metadata;
  const pending = pendingSubmission(state.submissions, command.payload.submissionId);
  requireDataEditor(actor, state.exists ? state.type : pending.mediaType!);
  return [submissionRejected('MEDIA', ids.mediaId, pending, actor, command.payload.notes ?? null)];
}

/** Submissions still waiting when their media goes are rejected with it. */
function rejectPending(command: DeleteMedia | MergeMedia, state: MediaState, notes: string): DomainEvent[] {
  return [...state.submissions.pending.values()].map((p) =>
    submissionRejected('MEDIA', command.metadata.ids.mediaId, p, command.metadata.actor, notes),
  );
}

export function deleteMedia(command: DeleteMedia, state: MediaState): DomainEvent[] {
  const media = existing(state);
  return [
    newEvent('MediaDeleted', { mediaId: media.mediaId, title: media.fields.title.romaji, reason: command.payload.reason ?? null }),
    ...rejectPending(command, state, MEDIA_MESSAGES.deleted),
  ];
}

/** A duplicate goes into another media of the same type; the one it goes into must exist. */
export function mergeMedia(command: MergeMedia, state: MediaState, context: MediaContext): DomainEvent[] {
  const media = existing(state);
  const { intoMediaId, reason } = command.payload;
  if (intoMediaId === media.mediaId) throw new ValidationError({ intoMediaId: [MEDIA_MESSAGES.mergeSelf] }, MEDIA_MESSAGES.mergeSelf);
  const into = context.into;
  if (!into?.exists) throw new NotFoundError(MEDIA_MESSAGES.mergeTarget);
  if (into.type !== media.type) throw new ValidationError({ intoMediaId: [MEDIA_MESSAGES.mergeType] }, MEDIA_MESSAGES.mergeType);
  return [
    newEvent('MediaMerged', { mediaId: media.mediaId, intoMediaId, title: media.fields.title.romaji, reason: reason ?? null }),
    ...rejectPending(command, state, MEDIA_MESSAGES.merged),
  ];
}

export function decide(command: MediaCommand, state: MediaState, context: MediaContext): DomainEvent[] {
  switch (command.type) {
    case 'AddMedia':
      return addMedia(command, state);
    case 'UpdateMedia':
      return updateMedia(command, state);
    case 'ImportMediaStatistics':
      return importMediaStatistics(command, state);
    case 'SubmitMediaEdit':
      return submitMediaEdit(command, state);
    case 'SubmitNewMedia':
      return submitNewMedia(command, state);
    case 'AcceptMediaSubmission':
      return acceptMediaSubmission(command, state);
    case 'RejectMediaSubmission':
      return rejectMediaSubmission(command, state);
    case 'DeleteMedia':
      return deleteMedia(command, state);
    case 'MergeMedia':
      return mergeMedia(command, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled media command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const mediaDecider: Decider<MediaCommand, MediaState, MediaContext> = {
  initialState: initialMediaState,
  evolve: evolveMedia,
  decide,
};
