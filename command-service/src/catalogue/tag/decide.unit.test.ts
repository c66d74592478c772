import { describe, it } from 'vitest';
import { TAG_MESSAGES, newEvent, type Actor } from '@tsuzuki/events';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { given, metadata, withContext } from '../../framework/testing.ts';
import { tagCreated } from '../testData.ts';
import { SubmitMediaTagPayload } from '@tsuzuki/events/commands';
import type { CreateMediaTag, MediaTagCommand, MediaTagContext, SubmitMediaTag } from './commands.ts';
import { mediaTagDecider } from './decide.ts';

const createMediaTag = (tagId: number, payloadId?: number): CreateMediaTag => {
  const { tagId: _id, ...data } = tagCreated(tagId);
  return { type: 'CreateMediaTag', payload: { ...data, ...(payloadId ? { tagId: payloadId } : {}) }, metadata: metadata({ tagId }) };
};

describe('tag decide', () => {
  it('CreateMediaTag records the tag under the id from the metadata', () => {
    given(mediaTagDecider)
      .when(createMediaTag(7))
      .then([{ type: 'MediaTagCreated', data: tagCreated(7) }]);
  });

  it('CreateMediaTag with an explicit id keeps it', () => {
    given(mediaTagDecider)
      .when(createMediaTag(9, 9))
      .then([{ type: 'MediaTagCreated', data: tagCreated(9) }]);
  });

  it('CreateMediaTag on an existing tag is a conflict', () => {
    given(mediaTagDecider, { type: 'MediaTagCreated', data: tagCreated(7) })
      .when(createMediaTag(7, 7))
      .thenThrows(new ConflictError('Tag already exists.'));
  });
});

describe('tag submissions', () => {
  const aki: Actor = { kind: 'user', id: 1, moderatorRoles: [], donatorTier: 0 };
  const sakura: Actor = { kind: 'user', id: 9, moderatorRoles: ['ANIME_DATA'], donatorTier: 0 };
  const media = (isAdult = false): MediaTagContext => ({ media: { mediaId: 10, isAdult, imported: new Map() } });
  const submit = (extra: Partial<SubmitMediaTag['payload']> = {}, actor: Actor = aki): SubmitMediaTag => ({
    type: 'SubmitMediaTag',
    payload: SubmitMediaTagPayload.parse({ name: 'Time Loop', description: 'The same day repeats.', mediaId: 10, ...extra }),
    metadata: metadata({ tagId: 40 }, actor),
  });
  const review = (type: 'AcceptMediaTagSubmission' | 'DenyMediaTagSubmission', payload: object) =>
    ({ type, payload: { tagId: 40, ...payload }, metadata: metadata({ tagId: 40 }, sakura) }) as MediaTagCommand;
  const submitted = newEvent('MediaTagSubmitted', {
    tagId: 40,
    name: 'Time Loop',
    description: 'The same day repeats.',
    isAdult: false,
    mediaId: 10,
    isMediaSpoiler: false,
    userId: 1,
  });

  it("records a member's new tag for a media, waiting for review", () => {
    withContext(mediaTagDecider, media()).when(submit()).then([submitted]);
  });

  it('takes an adult tag only for an adult media, and refuses guests and a missing media', () => {
    withContext(mediaTagDecider, media())
      .when(submit({ isAdult: true }))
      .thenThrows(new ValidationError({}, TAG_MESSAGES.adultOnly));
    withContext(mediaTagDecider, media(true))
      .when(submit({ isAdult: true }))
      .then([newEvent('MediaTagSubmitted', { ...submitted.data, isAdult: true })]);
    withContext(mediaTagDecider, media())
      .when(submit({}, { kind: 'guest' }))
      .thenThrows(new UnauthorizedError());
    withContext(mediaTagDecider, { media: null }).when(submit()).thenThrows(new NotFoundError(TAG_MESSAGES.mediaNotFound));
  });

  it('accepted: the tag becomes known and goes on its media for its submitter', () => {
    withContext(mediaTagDecider, media(), submitted)
      .when(review('AcceptMediaTagSubmission', { category: 'Theme-Other' }))
      .then([
        newEvent('MediaTagCreated', {
          tagId: 40,
          name: 'Time Loop',
          description: 'The same day repeats.',
          category: 'Theme-Other',
          isGeneralSpoiler: false,
          isAdult: false,
        }),
        newEvent('MediaTagSubmissionAccepted', { tagId: 40, mediaId: 10, userId: 1, moderatorId: 9, isMediaSpoiler: false }),
      ]);
  });

  it("denied: with the moderator's reason; a reviewed submission is not reviewed again", () => {
    const denied = newEvent('MediaTagSubmissionDenied', { tagId: 40, mediaId: 10, userId: 1, moderatorId: 9, reason: 'Too vague' });
    withContext(mediaTagDecider, media(), submitted)
      .when(review('DenyMediaTagSubmission', { reason: 'Too vague' }))
      .then([denied]);
    withContext(mediaTagDecider, media(), submitted, denied)
      .when(review('AcceptMediaTagSubmission', {}))
      .thenThrows(new ConflictError(TAG_MESSAGES.reviewed));
    withContext(mediaTagDecider, media())
      .when(review('DenyMediaTagSubmission', { reason: 'x' }))
      .thenThrows(new NotFoundError(TAG_MESSAGES.tagNotFound));
    withContext(mediaTagDecider, media(), { type: 'MediaTagCreated', data: tagCreated(40) })
      .when(review('AcceptMediaTagSubmission', {}))
      .thenThrows(new NotFoundError(TAG_MESSAGES.tagNotFound));
  });
});
