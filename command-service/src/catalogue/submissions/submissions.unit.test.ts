import { describe, expect, it } from 'vitest';
import { emptyMediaFields, newEvent, type Actor, type DomainEvent } from '@tsuzuki/events';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../../errors.ts';
import { recordsModActions } from '../../framework/command.ts';
import { modActionFacts } from '../../framework/modActions.ts';
import { given, metadata, withContext } from '../../framework/testing.ts';
import type { AcceptCharacterSubmission, SubmitCharacterEdit, UpdateCharacter } from '../character/commands.ts';
import { characterCommands } from '../character/index.ts';
import { characterDecider } from '../character/decide.ts';
import type {
  AcceptMediaSubmission,
  DeleteMedia,
  MediaContext,
  MergeMedia,
  RejectMediaSubmission,
  SubmitMediaEdit,
  SubmitNewMedia,
  UpdateMedia,
} from '../media/commands.ts';
import { mediaCommands } from '../media/index.ts';
import { MEDIA_MESSAGES, mediaDecider } from '../media/decide.ts';
import { initialMediaState, evolveMedia } from '../media/media.ts';
import type { UpdateStudio } from '../studio/commands.ts';
import { studioCommands } from '../studio/index.ts';
import { studioDecider } from '../studio/decide.ts';
import { characterAdded, mediaAdded, mediaFields, studioAdded } from '../testData.ts';
import { SUBMISSION_MESSAGES as S } from './book.ts';

// Submissions and direct edits (issue 12, ADR 22): a member's proposal waits in the stream of what it is about; a
// data moderator of the right kind accepts it (all or some fields, applied to the media as it is then, with the
// diff) or rejects it with notes; decisions and direct edits are mod actions.

const member = (id = 50): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });
const mod = (roles: string[], id = 3): Actor => ({ kind: 'user', id, moderatorRoles: roles, donatorTier: 0 });
const SAKURA = mod(['ANIME_DATA']);
const NO_CONTEXT: MediaContext = { into: null };
const added = (id = 12, overrides = {}): DomainEvent => ({ type: 'MediaAdded', data: mediaAdded(id, overrides) });

const submitEdit = (changes: SubmitMediaEdit['payload']['changes'], actor = member(), submissionId = 7): SubmitMediaEdit => ({
  type: 'SubmitMediaEdit',
  payload: { mediaId: 12, changes, source: 'Official site' },
  metadata: metadata({ mediaId: 12 }, actor, { submission: [submissionId] }),
});
const accept = (
  submissionId = 7,
  actor = SAKURA,
  extra: Partial<AcceptMediaSubmission['payload']> = {},
  mediaId = 12,
): AcceptMediaSubmission => ({
  type: 'AcceptMediaSubmission',
  payload: { mediaId, submissionId, notes: 'Thanks', ...extra },
  metadata: metadata({ mediaId }, actor),
});
const reject = (submissionId = 7, actor = SAKURA): RejectMediaSubmission => ({
  type: 'RejectMediaSubmission',
  payload: { mediaId: 12, submissionId, notes: 'No source' },
  metadata: metadata({ mediaId: 12 }, actor),
});
const submitted = (changes: Record<string, unknown>, before: Record<string, unknown>, submissionId = 7, userId = 50): DomainEvent =>
  newEvent('SubmissionCreated', {
    submissionId,
    userId,
    source: 'Official site',
    objectType: 'MEDIA',
    objectId: 12,
    mediaType: 'ANIME',
    isNew: false,
    changes,
    before,
  } as never);

describe('media submissions', () => {
  it('a member submits only the fields that differ, with what they held', () => {
    given(mediaDecider, added())
      .when(submitEdit({ episodes: 26, synonyms: ['AoT'], description: 'Humanity fights for survival.' }))
      .then([submitted({ episodes: 26 }, { episodes: 25 })]);
  });

  it('a submission that changes nothing is refused, as is one about a missing media, and guests cannot submit', () => {
    given(mediaDecider, added())
      .when(submitEdit({ episodes: 25 }))
      .thenThrows(new ValidationError({}, S.nothingToSubmit));
    given(mediaDecider)
      .when(submitEdit({ episodes: 3 }))
      .thenThrows(new NotFoundError(MEDIA_MESSAGES.notFound));
    const spec = mediaCommands.find((c) => c.type === 'SubmitMediaEdit')!;
    expect(() => spec.authorise({ kind: 'guest' }, {})).toThrow(UnauthorizedError);
    expect(() => spec.authorise(member(), {})).not.toThrow();
  });

  it('accepting applies the change to the media as it is then, with the diff, and records the decision', () => {
    given(mediaDecider, added(), submitted({ episodes: 26, synonyms: ['AoT', 'SnK'] }, { episodes: 25, synonyms: ['AoT'] }))
      .when(accept())
      .then([
        newEvent('MediaUpdated', {
          mediaId: 12,
          changes: { episodes: 26, synonyms: ['AoT', 'SnK'] },
          before: { episodes: 25, synonyms: ['AoT'] },
          reason: null,
          submissionId: 7,
        }),
        newEvent('SubmissionAccepted', {
          submissionId: 7,
          objectType: 'MEDIA',
          objectId: 12,
          userId: 50,
          moderatorId: 3,
          notes: 'Thanks',
          status: 'ACCEPTED',
          fields: ['synonyms', 'episodes'],
        }),
      ]);
  });

  it('a moderator may take some fields only (PARTIALLY_ACCEPTED); the diff is against the current value', () => {
    const since: DomainEvent = newEvent('MediaUpdated', { mediaId: 12, changes: { episodes: 24 } });
    given(mediaDecider, added(), submitted({ episodes: 26, duration: 25 }, { episodes: 25, duration: 24 }), since)
      .when(accept(7, SAKURA, { fields: ['episodes'], reason: 'Episode count confirmed' }))
      .then([
        newEvent('MediaUpdated', {
          mediaId: 12,
          changes: { episodes: 26 },
          before: { episodes: 24 },
          reason: 'Episode count confirmed',
          submissionId: 7,
        }),
        newEvent('SubmissionAccepted', {
          submissionId: 7,
          objectType: 'MEDIA',
          objectId: 12,
          userId: 50,
          moderatorId: 3,
          notes: 'Thanks',
          status: 'PARTIALLY_ACCEPTED',
          fields: ['episodes'],
        }),
      ]);
    given(mediaDecider, added(), submitted({ episodes: 26 }, { episodes: 25 }))
      .when(accept(7, SAKURA, { fields: ['status'] }))
      .thenThrows(new ValidationError({}, S.unknownField));
  });

  it('a submission is decided once: a second decision is a conflict, an unknown one not found', () => {
    const decided = newEvent('SubmissionRejected', {
      submissionId: 7,
      objectType: 'MEDIA',
      objectId: 12,
      userId: 50,
      moderatorId: 3,
      notes: null,
    });
    given(mediaDecider, added(), submitted({ episodes: 26 }, { episodes: 25 }), decided)
      .when(accept())
      .thenThrows(new ConflictError(S.decided));
    given(mediaDecider, added(), submitted({ episodes: 26 }, { episodes: 25 }), decided)
      .when(reject())
      .thenThrows(new ConflictError(S.decided));
    given(mediaDecider, added()).when(accept(99)).thenThrows(new NotFoundError(S.notFound));
  });

  it('rejecting keeps the media as it is and gives the submitter the notes', () => {
    given(mediaDecider, added(), submitted({ episodes: 26 }, { episodes: 25 }))
      .when(reject())
      .then([
        newEvent('SubmissionRejected', {
          submissionId: 7,
          objectType: 'MEDIA',
          objectId: 12,
          userId: 50,
          moderatorId: 3,
          notes: 'No source',
        }),
      ]);
  });

  it('anime data moderators decide anime, manga data moderators manga; members and community moderators nothing', () => {
    const manga: DomainEvent = { type: 'MediaAdded', data: { ...mediaAdded(12), type: 'MANGA' } };
    const pending = submitted({ chapters: 139 }, { chapters: null });
    given(mediaDecider, manga, pending).when(accept(7, SAKURA)).thenThrows(new ForbiddenError());
    given(mediaDecider, manga, pending)
      .when(accept(7, mod(['MANGA_DATA'])))
      .then([
        newEvent('MediaUpdated', { mediaId: 12, changes: { chapters: 139 }, before: { chapters: null }, reason: null, submissionId: 7 }),
        newEvent('SubmissionAccepted', {
          submissionId: 7,
          objectType: 'MEDIA',
          objectId: 12,
          userId: 50,
          moderatorId: 3,
          notes: 'Thanks',
          status: 'ACCEPTED',
          fields: ['chapters'],
        }),
      ]);
    given(mediaDecider, manga, pending)
      .when(accept(7, mod(['LEAD_ANIME_DATA'])))
      .then(expect.any(Array) as never);
    given(mediaDecider, manga, pending)
      .when(accept(7, mod(['MANGA_DATA', 'RETIRED'])))
      .thenThrows(new ForbiddenError());
    const spec = mediaCommands.find((c) => c.type === 'AcceptMediaSubmission')!;
    expect(() => spec.authorise(member(), {})).toThrow(ForbiddenError);
    expect(() => spec.authorise(mod(['COMMUNITY']), {})).toThrow(ForbiddenError);
    expect(() => spec.authorise({ kind: 'guest' }, {})).toThrow(UnauthorizedError);
  });

  it('a new media is proposed under a fresh id and created only when accepted', () => {
    const submitNew: SubmitNewMedia = {
      type: 'SubmitNewMedia',
      payload: {
        type: 'ANIME',
        changes: {
          title: { romaji: 'Sousou no Frieren', english: null, native: null },
          episodes: 28,
          externalLinks: [
            {
              id: null,
              url: 'https://frieren-anime.jp/',
              site: 'Official Site',
              type: 'INFO',
              language: null,
              color: null,
              icon: null,
              notes: null,
            },
          ],
        },
      },
      metadata: metadata({ mediaId: 900 }, member(), { submission: [8] }),
    };
    const created = newEvent('SubmissionCreated', {
      submissionId: 8,
      userId: 50,
      source: null,
      objectType: 'MEDIA',
      objectId: 900,
      mediaType: 'ANIME',
      isNew: true,
      before: {},
      changes: submitNew.payload.changes,
    } as never);
    given(mediaDecider).when(submitNew).then([created]);
    const untitled = { ...submitNew, payload: { ...submitNew.payload, changes: { episodes: 28 } } };
    given(mediaDecider).when(untitled).thenThrows(new ValidationError({}, S.titleRequired));
    // The stream has only the submission: the media does not exist until a moderator accepts it.
    expect([created].reduce(evolveMedia, initialMediaState).exists).toBe(false);
    const [mediaAddedEvent, decision] = mediaDecider.decide(
      accept(8, SAKURA, {}, 900),
      [created].reduce(evolveMedia, initialMediaState),
      NO_CONTEXT,
    );
    expect(mediaAddedEvent).toEqual(
      newEvent('MediaAdded', {
        ...emptyMediaFields(),
        title: { romaji: 'Sousou no Frieren', english: null, native: null },
        episodes: 28,
        mediaId: 900,
        type: 'ANIME',
        submissionId: 8,
        externalLinks: [
          {
            id: 90001,
            url: 'https://frieren-anime.jp/',
            site: 'Official Site',
            type: 'INFO',
            language: null,
            color: null,
            icon: null,
            notes: null,
          },
        ],
      }),
    );
    expect(decision).toMatchObject({ type: 'SubmissionAccepted', data: { status: 'ACCEPTED', objectId: 900 } });
  });
});

describe('direct edits', () => {
  const update = (changes: UpdateMedia['payload']['changes'], actor: Actor = SAKURA, reason?: string): UpdateMedia => ({
    type: 'UpdateMedia',
    payload: { mediaId: 12, changes, ...(reason ? { reason } : {}) },
    metadata: metadata({ mediaId: 12 }, actor),
  });

  it("records the diff and the reason; new links get ids in the media's range, known links keep theirs", () => {
    const link = {
      url: 'https://example.com/aot',
      site: 'Example',
      type: 'STREAMING' as const,
      language: null,
      color: null,
      icon: null,
      notes: null,
    };
    const withLink = added(12, { externalLinks: [{ ...link, id: 1201 }] });
    given(mediaDecider, withLink)
      .when(
        update(
          {
            episodes: 26,
            externalLinks: [
              { ...link, id: 1201 },
              { ...link, id: null, url: 'https://example.org/aot' },
            ],
          },
          SAKURA,
          'Recount',
        ),
      )
      .then([
        newEvent('MediaUpdated', {
          mediaId: 12,
          changes: {
            episodes: 26,
            externalLinks: [
              { ...link, id: 1201 },
              { ...link, id: 1202, url: 'https://example.org/aot' },
            ],
          },
          before: { episodes: 25, externalLinks: [{ ...link, id: 1201 }] },
          reason: 'Recount',
          submissionId: null,
        }),
      ]);
  });

  it("is for data moderators of the media's type only", () => {
    given(mediaDecider, { type: 'MediaAdded', data: { ...mediaAdded(12), type: 'MANGA' } })
      .when(update({ chapters: 3 }))
      .thenThrows(new ForbiddenError());
    const spec = mediaCommands.find((c) => c.type === 'UpdateMedia')!;
    expect(() => spec.authorise(member(), {})).toThrow(ForbiddenError);
  });

  it('deleting and merging are for lead data moderators and admins; waiting submissions are rejected with the media', () => {
    const del: DeleteMedia = {
      type: 'DeleteMedia',
      payload: { mediaId: 12, reason: 'Duplicate entry' },
      metadata: metadata({ mediaId: 12 }, mod(['ADMIN'])),
    };
    given(mediaDecider, added(), submitted({ episodes: 26 }, { episodes: 25 }))
      .when(del)
      .then([
        newEvent('MediaDeleted', { mediaId: 12, title: 'Shingeki no Kyojin', reason: 'Duplicate entry' }),
        newEvent('SubmissionRejected', {
          submissionId: 7,
          objectType: 'MEDIA',
          objectId: 12,
          userId: 50,
          moderatorId: 3,
          notes: MEDIA_MESSAGES.deleted,
        }),
      ]);
    const spec = mediaCommands.find((c) => c.type === 'DeleteMedia')!;
    expect(() => spec.authorise(SAKURA, {})).toThrow(ForbiddenError);
    expect(() => spec.authorise(mod(['LEAD_MANGA_DATA']), {})).not.toThrow();
    // Once deleted, the media takes no more edits and cannot be added again.
    given(mediaDecider, added(), newEvent('MediaDeleted', { mediaId: 12, title: 'x', reason: null }))
      .when(update({ episodes: 3 }))
      .thenThrows(new NotFoundError(MEDIA_MESSAGES.notFound));

    const merge: MergeMedia = {
      type: 'MergeMedia',
      payload: { mediaId: 12, intoMediaId: 13 },
      metadata: metadata({ mediaId: 12 }, mod(['ADMIN'])),
    };
    const into = [added(13)].reduce(evolveMedia, initialMediaState);
    withContext(mediaDecider, { into }, added())
      .when(merge)
      .then([newEvent('MediaMerged', { mediaId: 12, intoMediaId: 13, title: 'Shingeki no Kyojin', reason: null })]);
    withContext(mediaDecider, { into: initialMediaState }, added()).when(merge).thenThrows(new NotFoundError(MEDIA_MESSAGES.mergeTarget));
  });

  it('studios are edited by anime data moderators, with the diff', () => {
    const edit: UpdateStudio = {
      type: 'UpdateStudio',
      payload: { studioId: 4, changes: { name: 'WIT STUDIO', isAnimationStudio: true } },
      metadata: metadata({ studioId: 4 }, SAKURA),
    };
    given(studioDecider, { type: 'StudioAdded', data: studioAdded(4) })
      .when(edit)
      .then([newEvent('StudioUpdated', { studioId: 4, changes: { name: 'WIT STUDIO' }, before: { name: 'Wit Studio' }, reason: null })]);
    const spec = studioCommands.find((c) => c.type === 'UpdateStudio')!;
    expect(() => spec.authorise(member(), {})).toThrow(ForbiddenError);
    expect(() => spec.authorise(mod(['MANGA_DATA']), {})).toThrow(ForbiddenError);
    expect(() => spec.authorise(SAKURA, {})).not.toThrow();
  });
});

describe('character submissions', () => {
  const character: DomainEvent = { type: 'CharacterAdded', data: characterAdded(40) };
  const submit: SubmitCharacterEdit = {
    type: 'SubmitCharacterEdit',
    payload: { characterId: 40, changes: { age: '19', gender: 'Male' } },
    metadata: metadata({ characterId: 40 }, member(), { submission: [9] }),
  };
  const created = newEvent('SubmissionCreated', {
    submissionId: 9,
    userId: 50,
    source: null,
    objectType: 'CHARACTER',
    objectId: 40,
    mediaType: null,
    isNew: false,
    changes: { age: '19' },
    before: { age: '15' },
  });

  it('are submitted, accepted with the diff, and edited directly by character data moderators', () => {
    given(characterDecider, character).when(submit).then([created]);
    const acc: AcceptCharacterSubmission = {
      type: 'AcceptCharacterSubmission',
      payload: { characterId: 40, submissionId: 9 },
      metadata: metadata({ characterId: 40 }, mod(['CHARACTER_DATA'])),
    };
    given(characterDecider, character, created)
      .when(acc)
      .then([
        newEvent('CharacterUpdated', { characterId: 40, changes: { age: '19' }, before: { age: '15' }, reason: null, submissionId: 9 }),
        newEvent('SubmissionAccepted', {
          submissionId: 9,
          objectType: 'CHARACTER',
          objectId: 40,
          userId: 50,
          moderatorId: 3,
          notes: null,
          status: 'ACCEPTED',
          fields: ['age'],
        }),
      ]);
    const direct: UpdateCharacter = {
      type: 'UpdateCharacter',
      payload: { characterId: 40, changes: { bloodType: 'A' }, reason: 'Guidebook' },
      metadata: metadata({ characterId: 40 }, SAKURA),
    };
    given(characterDecider, character)
      .when(direct)
      .then([
        newEvent('CharacterUpdated', {
          characterId: 40,
          changes: { bloodType: 'A' },
          before: { bloodType: null },
          reason: 'Guidebook',
          submissionId: null,
        }),
      ]);
    const spec = characterCommands.find((c) => c.type === 'UpdateCharacter')!;
    expect(() => spec.authorise(mod(['STAFF_DATA']), {})).toThrow(ForbiddenError);
    expect(() => spec.authorise(mod(['CHARACTER_DATA']), {})).not.toThrow();
  });
});

describe('mod actions of data edits', () => {
  it('an accept is SUBMISSION_ACCEPT about the submitter, a partial one SUBMISSION_PARTIALLY_ACCEPT, a reject SUBMISSION_REJECT with the notes', () => {
    const spec = mediaCommands.find((c) => c.type === 'AcceptMediaSubmission')!;
    const state = [added(), submitted({ episodes: 26, duration: 25 }, { episodes: 25, duration: 24 })].reduce(
      evolveMedia,
      initialMediaState,
    );
    const command = accept(7, SAKURA, { fields: ['episodes'] });
    expect(recordsModActions(spec, SAKURA)).toBe(true);
    const events = mediaDecider.decide(command, state, NO_CONTEXT);
    expect(modActionFacts(spec, command as never, events, state, NO_CONTEXT)).toEqual([
      {
        action: 'SUBMISSION_PARTIALLY_ACCEPT',
        objectType: 'SUBMISSION',
        objectId: 7,
        subjectUserId: 50,
        data: { objectType: 'MEDIA', objectId: 12, fields: ['episodes'] },
        reason: 'Thanks',
      },
    ]);
    const rejectSpec = mediaCommands.find((c) => c.type === 'RejectMediaSubmission')!;
    const rejected = mediaDecider.decide(reject(), state, NO_CONTEXT);
    expect(modActionFacts(rejectSpec, reject() as never, rejected, state, NO_CONTEXT)).toEqual([
      {
        action: 'SUBMISSION_REJECT',
        objectType: 'SUBMISSION',
        objectId: 7,
        subjectUserId: 50,
        data: { objectType: 'MEDIA', objectId: 12, fields: ['episodes', 'duration'] },
        reason: 'No source',
      },
    ]);
  });

  it("a direct edit is MEDIA_EDIT with its fields and reason; a member's submission records none", () => {
    const spec = mediaCommands.find((c) => c.type === 'UpdateMedia')!;
    const state = [added()].reduce(evolveMedia, initialMediaState);
    const command: UpdateMedia = {
      type: 'UpdateMedia',
      payload: { mediaId: 12, changes: { episodes: 26 }, reason: 'Recount' },
      metadata: metadata({ mediaId: 12 }, SAKURA),
    };
    const events = mediaDecider.decide(command, state, NO_CONTEXT);
    expect(modActionFacts(spec, command as never, events, state, NO_CONTEXT)).toEqual([
      {
        action: 'MEDIA_EDIT',
        objectType: 'MEDIA',
        objectId: 12,
        subjectUserId: null,
        data: { fields: ['episodes'] },
        reason: 'Recount',
      },
    ]);
    expect(
      recordsModActions(
        mediaCommands.find((c) => c.type === 'SubmitMediaEdit')!,
        SAKURA,
      ),
    ).toBe(false);
  });
});

// Unused helpers keep their types checked.
void mediaFields;
