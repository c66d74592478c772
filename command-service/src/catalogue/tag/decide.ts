import { TAG_MESSAGES as M, actorId, newEvent, type DomainEvent } from '@tsuzuki/events';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import type { Decider } from '../../framework/command.ts';
import type {
  AcceptMediaTagSubmission,
  CreateMediaTag,
  DenyMediaTagSubmission,
  MediaTagCommand,
  MediaTagContext,
  SubmitMediaTag,
} from './commands.ts';
import { evolveMediaTag, initialMediaTagState, type MediaTagState } from './tag.ts';

export function createMediaTag(command: CreateMediaTag, state: MediaTagState): DomainEvent[] {
  if (state.exists) throw new ConflictError('Tag already exists.');
  const { tagId: _given, ...fields } = command.payload;
  return [{ type: 'MediaTagCreated', data: { ...fields, tagId: command.metadata.ids.tagId } }];
}

/** A new tag for one media, waiting for review; an adult tag only for an adult media (core §5). */
export function submitMediaTag(command: SubmitMediaTag, state: MediaTagState, context: MediaTagContext): DomainEvent[] {
  const { actor, ids } = command.metadata;
  if (actor.kind !== 'user') throw new UnauthorizedError();
  if (state.exists) throw new ConflictError(M.nameTaken);
  const { name, description, mediaId, isMediaSpoiler, isAdult } = command.payload;
  if (!context.media) throw new NotFoundError(M.mediaNotFound);
  if (isAdult && !context.media.isAdult) throw new ValidationError({ isAdult: [M.adultOnly] }, M.adultOnly);
  return [newEvent('MediaTagSubmitted', { tagId: ids.tagId, name, description, isAdult, mediaId, isMediaSpoiler, userId: actor.id })];
}

function pending(state: MediaTagState) {
  if (!state.exists || !state.submission) throw new NotFoundError(M.tagNotFound);
  if (state.status !== 'PENDING') throw new ConflictError(M.reviewed);
  return { ...state, submission: state.submission };
}

/** The tag becomes known (MediaTagCreated) and goes on the media it was submitted for. */
export function acceptSubmission(command: AcceptMediaTagSubmission, state: MediaTagState): DomainEvent[] {
  const { tagId, name, isAdult, submission } = pending(state);
  const { category, description, isGeneralSpoiler } = command.payload;
  return [
    newEvent('MediaTagCreated', {
      tagId,
      name,
      isAdult,
      description: description !== undefined ? description : submission.description,
      category: category ?? null,
      isGeneralSpoiler: isGeneralSpoiler ?? false,
    }),
    newEvent('MediaTagSubmissionAccepted', {
      tagId,
      mediaId: submission.mediaId,
      userId: submission.userId,
      moderatorId: actorId(command.metadata.actor),
      isMediaSpoiler: submission.isMediaSpoiler,
    }),
  ];
}

/** The name stays taken: submitting it again is refused with this reason. */
export function denySubmission(command: DenyMediaTagSubmission, state: MediaTagState): DomainEvent[] {
  const { tagId, submission } = pending(state);
  return [
    newEvent('MediaTagSubmissionDenied', {
      tagId,
      mediaId: submission.mediaId,
      userId: submission.userId,
      moderatorId: actorId(command.metadata.actor),
      reason: command.payload.reason,
    }),
  ];
}

export function decide(command: MediaTagCommand, state: MediaTagState, context: MediaTagContext): DomainEvent[] {
  switch (command.type) {
    case 'CreateMediaTag':
      return createMediaTag(command, state);
    case 'SubmitMediaTag':
      return submitMediaTag(command, state, context);
    case 'AcceptMediaTagSubmission':
      return acceptSubmission(command, state);
    case 'DenyMediaTagSubmission':
      return denySubmission(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled tag command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const mediaTagDecider: Decider<MediaTagCommand, MediaTagState, MediaTagContext> = {
  initialState: initialMediaTagState,
  evolve: evolveMediaTag,
  decide,
};
