import { fieldChanges, type ProjectionName } from '@tsuzuki/events';
import type { Context } from '../../context.ts';
import { badInput, notFound, unauthorized } from '../../http/errors.ts';
import { characterById, mediaById, staffById, studioById, userById } from '../byId.ts';
import { pageList } from '../page/resolvers.ts';
import { present } from '../models.ts';
import type { Resolvers } from '../resolverTypes.ts';
import { characterChanges, mediaChanges, staffChanges } from './inputs.ts';
import { findRevisions, findSubmissions, latestSubmission, submissionById } from './queries.ts';
import type { NotificationRow } from '../social/rows.ts';
import type { RevisionRow, SubmissionRow } from './rows.ts';

const TYPENAMES = { MEDIA: 'MediaSubmission', CHARACTER: 'CharacterSubmission', STAFF: 'StaffSubmission' } as const;
const asUnion = (row: SubmissionRow) => ({ ...row, __typename: TYPENAMES[row.object_type] });

const requireMember = (ctx: Context) => {
  if (ctx.actor.kind === 'guest') throw unauthorized();
};
const requireId = (value: unknown, field: string): number => {
  if (!Number.isInteger(value)) throw badInput('Validation error.', { [field]: ['Required'] });
  return value as number;
};

const MEDIA_PAGE_FIELDS = [
  ...['relations', 'characters', 'staff', 'studios', 'title', 'format', 'status', 'coverImage', 'isAdult'],
  // ADR 72: the tags and the airing schedule too.
  ...['tags', 'airingSchedule'],
];

/** The read models a media change shows in: the media's own, its history, and those the changed fields feed. */
export function mediaProjections(changes: Record<string, unknown>, reason: unknown): ProjectionName[] {
  const projections: ProjectionName[] = ['media', 'edits'];
  if (changes.title || changes.synonyms || changes.isAdult !== undefined) projections.push('search');
  if (changes.genres || changes.isAdult !== undefined) projections.push('genres');
  // The media page's documents hold the media's lists, tags and airing schedule and the cards of its relations (ADR 64, 72).
  if (MEDIA_PAGE_FIELDS.some((f) => changes[f] !== undefined)) projections.push('mediapages');
  if (reason) projections.push('notifications');
  return projections;
}

/** The fields every catalogue notice shares (social/notifications.ts gives the rows their __typename). */
const NOTICE_CONTEXTS: Record<string, string> = {
  MEDIA_DATA_CHANGE: ' received site data changes',
  MEDIA_MERGE: ' have been merged into ',
  MEDIA_DELETION: ' has been deleted from the site',
};
const notice = {
  context: (n: NotificationRow) => NOTICE_CONTEXTS[n.type] ?? null,
  createdAt: (n: NotificationRow) => n.created_at,
  reason: (n: NotificationRow) => n.reason ?? null,
};

const submissionCommon = {
  submitter: (s: SubmissionRow, _a: unknown, ctx: Context) => userById(ctx).load(s.user_id),
  assignee: (s: SubmissionRow, _a: unknown, ctx: Context) => (s.moderator_id == null ? null : userById(ctx).load(s.moderator_id)),
  changes: (s: SubmissionRow) => Object.keys(s.changes),
  locked: () => false,
  createdAt: (s: SubmissionRow) => s.created_at,
  fieldChanges: (s: SubmissionRow) => fieldChanges(s.changes, s.is_new ? null : s.before),
  acceptedFields: (s: SubmissionRow) => s.accepted_fields,
  decidedAt: (s: SubmissionRow) => s.decided_at,
};

const revisionObject =
  <R>(type: RevisionRow['object_type'], load: (ctx: Context) => { load(id: number): Promise<R> }) =>
  (r: RevisionRow, _a: unknown, ctx: Context) =>
    r.object_type === type ? load(ctx).load(r.object_id) : null;

export const editResolvers: Resolvers = {
  Page: {
    mediaSubmissions: (state, a, ctx) => pageList(state, (w, o) => findSubmissions(ctx, 'MEDIA', a, 'mediaId', w.offset, w.perPage, o)),
    characterSubmissions: (state, a, ctx) =>
      pageList(state, (w, o) => findSubmissions(ctx, 'CHARACTER', a, 'characterId', w.offset, w.perPage, o)),
    staffSubmissions: (state, a, ctx) => pageList(state, (w, o) => findSubmissions(ctx, 'STAFF', a, 'staffId', w.offset, w.perPage, o)),
    revisionHistory: (state, a, ctx) => pageList(state, (w, o) => findRevisions(ctx, a, w.offset, w.perPage, o)),
  },
  MediaSubmission: {
    ...submissionCommon,
    media: (s, _a, ctx) => mediaById(ctx).load(s.object_id),
    mediaId: (s) => s.object_id,
    type: (s) => s.media_type,
    isNew: (s) => s.is_new,
    title: async (s, _a, ctx) =>
      (s.changes.title as { romaji?: string } | undefined)?.romaji ?? (await mediaById(ctx).load(s.object_id))?.title_romaji ?? null,
  },
  CharacterSubmission: {
    ...submissionCommon,
    character: (s, _a, ctx) => characterById(ctx).load(s.object_id),
    characterId: (s) => s.object_id,
  },
  StaffSubmission: {
    ...submissionCommon,
    staff: (s, _a, ctx) => staffById(ctx).load(s.object_id),
    staffId: (s) => s.object_id,
  },
  RevisionHistory: {
    user: (r, _a, ctx) => (r.user_id == null ? null : userById(ctx).load(r.user_id)),
    moderator: (r, _a, ctx) => (r.moderator_id == null ? null : userById(ctx).load(r.moderator_id)),
    media: revisionObject('MEDIA', mediaById),
    character: revisionObject('CHARACTER', characterById),
    staff: revisionObject('STAFF', staffById),
    studio: revisionObject('STUDIO', studioById),
    createdAt: (r) => r.created_at,
    objectType: (r) => r.object_type,
    objectId: (r) => r.object_id,
    submissionId: (r) => r.submission_id,
    fieldChanges: (r) => r.changes,
  },
  MediaDataChangeNotification: {
    ...notice,
    mediaId: (n) => present(n.media_id, 'mediaId'),
    media: (n, _a, ctx) => (n.media_id == null ? null : mediaById(ctx).load(n.media_id)),
  },
  MediaMergeNotification: {
    ...notice,
    mediaId: (n) => present(n.media_id, 'mediaId'),
    deletedMediaTitles: (n) => n.deleted_titles ?? [],
    media: (n, _a, ctx) => (n.media_id == null ? null : mediaById(ctx).load(n.media_id)),
  },
  MediaDeletionNotification: { ...notice, deletedMediaTitle: (n) => n.deleted_titles?.[0] ?? null },
  Mutation: {
    SubmitMediaEdit: async (_r, a, ctx) => {
      requireMember(ctx);
      const userId = (ctx.actor as { id: number }).id;
      const source = (a.notes as string | null | undefined) || null;
      if (a.mediaId != null) {
        const mediaId = requireId(a.mediaId, 'mediaId');
        const current = await mediaById(ctx).load(mediaId);
        if (!current) throw notFound();
        await ctx.commands.send('SubmitMediaEdit', { mediaId, changes: mediaChanges(a, current), source }, { projections: ['edits'] });
        return latestSubmission(ctx, 'MEDIA', mediaId, userId);
      }
      if (a.type !== 'ANIME' && a.type !== 'MANGA') throw badInput('Validation error.', { type: ['Required'] });
      const result = await ctx.commands.send(
        'SubmitNewMedia',
        { type: a.type, changes: mediaChanges(a, null), source },
        { projections: ['edits'] },
      );
      return latestSubmission(ctx, 'MEDIA', result.ids.mediaId!, userId);
    },
    SubmitCharacterEdit: async (_r, a, ctx) => {
      requireMember(ctx);
      const characterId = requireId(a.characterId, 'characterId');
      const current = await characterById(ctx).load(characterId);
      if (!current) throw notFound();
      const source = (a.notes as string | null | undefined) || null;
      await ctx.commands.send(
        'SubmitCharacterEdit',
        { characterId, changes: characterChanges(a, current), source },
        { projections: ['edits'] },
      );
      return latestSubmission(ctx, 'CHARACTER', characterId, (ctx.actor as { id: number }).id);
    },
    SubmitStaffEdit: async (_r, a, ctx) => {
      requireMember(ctx);
      const staffId = requireId(a.staffId, 'staffId');
      const current = await staffById(ctx).load(staffId);
      if (!current) throw notFound();
      const source = (a.notes as string | null | undefined) || null;
      await ctx.commands.send('SubmitStaffEdit', { staffId, changes: staffChanges(a, current), source }, { projections: ['edits'] });
      return latestSubmission(ctx, 'STAFF', staffId, (ctx.actor as { id: number }).id);
    },
    AcceptSubmission: async (_r, a, ctx) => {
      requireMember(ctx);
      const submission = await submissionById(ctx, requireId(a.id, 'id'));
      if (!submission) throw notFound();
      const decision = {
        submissionId: submission.id,
        fields: (a.fields as string[] | null | undefined) ?? null,
        notes: (a.notes as string | null) || null,
      };
      if (submission.object_type === 'MEDIA') {
        const reason = (a.reason as string | null) || null;
        await ctx.commands.send(
          'AcceptMediaSubmission',
          { mediaId: submission.object_id, ...decision, reason },
          { projections: ['media', 'edits', 'search', 'genres', 'mediapages', ...(reason ? ['notifications' as const] : [])] },
        );
        mediaById(ctx).clear(submission.object_id);
      } else if (submission.object_type === 'CHARACTER') {
        await ctx.commands.send(
          'AcceptCharacterSubmission',
          { characterId: submission.object_id, ...decision },
          { projections: ['characters', 'search', 'edits', 'mediapages'] },
        );
        characterById(ctx).clear(submission.object_id);
      } else {
        await ctx.commands.send(
          'AcceptStaffSubmission',
          { staffId: submission.object_id, ...decision },
          { projections: ['staff', 'search', 'edits', 'mediapages'] },
        );
        staffById(ctx).clear(submission.object_id);
      }
      return asUnion((await submissionById(ctx, submission.id))!);
    },
    RejectSubmission: async (_r, a, ctx) => {
      requireMember(ctx);
      const submission = await submissionById(ctx, requireId(a.id, 'id'));
      if (!submission) throw notFound();
      const rejection = { submissionId: submission.id, notes: (a.notes as string | null) || null };
      const options = { projections: ['edits'] as const };
      const id = submission.object_id;
      if (submission.object_type === 'MEDIA') await ctx.commands.send('RejectMediaSubmission', { mediaId: id, ...rejection }, options);
      else if (submission.object_type === 'CHARACTER')
        await ctx.commands.send('RejectCharacterSubmission', { characterId: id, ...rejection }, options);
      else await ctx.commands.send('RejectStaffSubmission', { staffId: id, ...rejection }, options);
      return asUnion((await submissionById(ctx, submission.id))!);
    },
    UpdateCharacter: async (_r, a, ctx) => {
      requireMember(ctx);
      const id = requireId(a.id, 'id');
      const current = await characterById(ctx).load(id);
      if (!current) throw notFound();
      const changes = characterChanges(a, current);
      if (Object.keys(changes).length) {
        await ctx.commands.send(
          'UpdateCharacter',
          { characterId: id, changes, reason: (a.reason as string | null) || null },
          { projections: ['characters', 'edits', 'mediapages', ...(changes.name ? ['search' as const] : [])] },
        );
      }
      characterById(ctx).clear(id);
      return characterById(ctx).load(id);
    },
    UpdateStaff: async (_r, a, ctx) => {
      requireMember(ctx);
      const id = requireId(a.id, 'id');
      const current = await staffById(ctx).load(id);
      if (!current) throw notFound();
      const changes = staffChanges(a, current);
      if (Object.keys(changes).length) {
        await ctx.commands.send(
          'UpdateStaff',
          { staffId: id, changes, reason: (a.reason as string | null) || null },
          { projections: ['staff', 'edits', 'mediapages', ...(changes.name ? ['search' as const] : [])] },
        );
      }
      staffById(ctx).clear(id);
      return staffById(ctx).load(id);
    },
    UpdateStudio: async (_r, a, ctx) => {
      requireMember(ctx);
      const id = requireId(a.id, 'id');
      const changes: Record<string, unknown> = {};
      if (typeof a.name === 'string') changes.name = a.name;
      if (typeof a.isAnimationStudio === 'boolean') changes.isAnimationStudio = a.isAnimationStudio;
      if (Object.keys(changes).length) {
        await ctx.commands.send(
          'UpdateStudio',
          { studioId: id, changes, reason: (a.reason as string | null) || null },
          { projections: ['studios', 'edits', 'mediapages', ...(changes.name ? ['search' as const] : [])] },
        );
      }
      studioById(ctx).clear(id);
      return studioById(ctx).load(id);
    },
    DeleteMedia: async (_r, a, ctx) => {
      requireMember(ctx);
      const id = requireId(a.id, 'id');
      await ctx.commands.send(
        'DeleteMedia',
        { mediaId: id, reason: (a.reason as string | null) || null },
        { projections: ['media', 'search', 'genres', 'notifications', 'edits'] },
      );
      mediaById(ctx).clear(id);
      return { deleted: true };
    },
    MergeMedia: async (_r, a, ctx) => {
      requireMember(ctx);
      const id = requireId(a.id, 'id');
      const intoId = requireId(a.intoId, 'intoId');
      await ctx.commands.send(
        'MergeMedia',
        { mediaId: id, intoMediaId: intoId, reason: (a.reason as string | null) || null },
        { projections: ['media', 'search', 'genres', 'notifications', 'edits'] },
      );
      mediaById(ctx).clear(id);
      return mediaById(ctx).load(intoId);
    },
  },
};
