import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mediaTagsStream,
  ofType,
  recommendationStream,
  mediaListStream,
  userReportsStream,
  type Actor,
  type EventType,
  type MediaType,
} from '@tsuzuki/events';
import { signUpUser } from './accounts/user/index.ts';
import { characterAdded, mediaAdded, staffAdded, statistics, studioAdded } from './catalogue/testData.ts';
import { CONCURRENT_CHANGE, ConflictError, DomainError, ForbiddenError, UnauthorizedError } from './errors.ts';
import type { RegisteredCommand } from './framework/command.ts';
import { SYSTEM, createTestEnv, type TestEnv } from './testing/env.ts';

// The role matrix of spec/core.md §6 and spec/social.md §6 (issue 12): every command registered on the bus, sent by
// each kind of actor through the real bus and store, is either carried out or refused with 401 (a guest) or 403
// (anyone else), exactly as the table below says. The table is written from the spec, not from the code: the role
// groups are spelled out here again (COMMUNITY_MODS, DATA_MODS...), so a change to events/src/roles.ts or
// command-service/src/framework/permissions.ts that the spec does not allow fails here. Where the spec is silent the
// row follows the code and says so (spec silent). A cell that changes or removes what it acts on builds it afresh, so
// that one actor's deletion or lock never decides another's outcome (the cells of a row run at once). A refusal must be
// Unauthorized or Forbidden (a not-found or validation error would hide a missing check), and an allowed command must
// succeed. A command registered without a row fails the first test: add its row here.

// ── Actors ────────────────────────────────────────────────────────────────────────────────────────────────────────

const MOD_COLUMNS = [
  'COMMUNITY',
  'LEAD_COMMUNITY',
  'ADMIN',
  'ANIME_DATA',
  'MANGA_DATA',
  'LEAD_ANIME_DATA',
  'LEAD_MANGA_DATA',
  'CHARACTER_DATA',
  'STAFF_DATA',
  'DEVELOPER',
] as const;
/** `member` acts on another member's content, `own` on their own; RETIRED is COMMUNITY + RETIRED. */
const COLUMNS = ['guest', 'member', 'own', ...MOD_COLUMNS, 'RETIRED', 'system'] as const;
type Column = (typeof COLUMNS)[number];

// The role groups as the spec names them (core §6, social §6), written out again on purpose.
const COMMUNITY_MODS: Column[] = ['ADMIN', 'LEAD_COMMUNITY', 'COMMUNITY'];
const DATA_MODS: Column[] = ['LEAD_ANIME_DATA', 'LEAD_MANGA_DATA', 'ADMIN', 'ANIME_DATA', 'MANGA_DATA', 'CHARACTER_DATA', 'STAFF_DATA'];
const ANY_MODS: Column[] = [...new Set([...COMMUNITY_MODS, ...DATA_MODS, 'DEVELOPER' as const])];
/** Every signed-in member, whatever their roles (RETIRED holds none). */
const MEMBERS: Column[] = ['member', 'own', ...MOD_COLUMNS, 'RETIRED'];
/**
 * Which data moderators edit which data: the spec names the groups and leaves the mapping unshown (core §6 "not
 * shown"); the site's mapping is ADR 22: leads and admins everything, anime/manga data their type plus characters
 * and staff, character and staff data theirs, studios are anime data.
 */
const LEADS: Column[] = ['ADMIN', 'LEAD_ANIME_DATA', 'LEAD_MANGA_DATA'];
const EDITORS: Record<'ANIME' | 'MANGA' | 'CHARACTER' | 'STAFF' | 'STUDIO', Column[]> = {
  ANIME: [...LEADS, 'ANIME_DATA'],
  MANGA: [...LEADS, 'MANGA_DATA'],
  CHARACTER: [...LEADS, 'ANIME_DATA', 'MANGA_DATA', 'CHARACTER_DATA'],
  STAFF: [...LEADS, 'ANIME_DATA', 'MANGA_DATA', 'STAFF_DATA'],
  STUDIO: [...LEADS, 'ANIME_DATA'],
};

const ROLES: Record<Column, string[]> = {
  guest: [],
  member: [],
  own: [],
  system: [],
  RETIRED: ['COMMUNITY', 'RETIRED'],
  ...(Object.fromEntries(MOD_COLUMNS.map((role) => [role, [role]])) as Record<(typeof MOD_COLUMNS)[number], string[]>),
};

// Users: Aki writes what the others act on; Ren is the member (and the author in the `own` column); Target is
// followed and written to, Blocked blocked; Restricted takes messages from followers only.
const AKI = 1;
const REN = 2;
const TARGET = 3;
const RESTRICTED = 4;
const MODCHAN = 5;
const BLOCKED = 6;
const HARUTO = 10; // a community moderator who sets locks up for the cells
const USER_OF: Record<Column, number | null> = {
  guest: null,
  system: null,
  member: REN,
  own: REN,
  COMMUNITY: 11,
  LEAD_COMMUNITY: 12,
  ADMIN: 13,
  ANIME_DATA: 14,
  MANGA_DATA: 15,
  LEAD_ANIME_DATA: 16,
  LEAD_MANGA_DATA: 17,
  CHARACTER_DATA: 18,
  STAFF_DATA: 19,
  DEVELOPER: 20,
  RETIRED: 21,
};

const actorOf = (column: Column, donatorTier = 0): Actor => {
  if (column === 'guest') return { kind: 'guest' };
  if (column === 'system') return SYSTEM;
  return { kind: 'user', id: USER_OF[column]!, moderatorRoles: ROLES[column], donatorTier };
};
const member = (id: number, moderatorRoles: string[] = []): Actor => ({ kind: 'user', id, moderatorRoles, donatorTier: 0 });

// ── The world the cells act in ────────────────────────────────────────────────────────────────────────────────────

let env: TestEnv;
let serial = 0;
const next = () => ++serial;
const world = { anime: 0, otherAnime: 0, manga: 0, character: 0, staff: 0, studio: 0, tag: 0, tagName: 'Time Skip', thread: 0 };

const run = (name: string, payload: unknown, actor: Actor) => env.bus.execute(name, payload, { actor });
const haruto = member(HARUTO, ['COMMUNITY']);

async function lastEvent<T extends EventType>(stream: string, type: T) {
  const events = (await env.store.readStream(stream)).events.filter(ofType(type));
  if (!events.length) throw new Error(`no ${type} in ${stream}`);
  return events.at(-1)!;
}

async function signUp(userId: number, name: string, roles: string[] = []) {
  await env.bus.run(signUpUser, { userId, name }, { actor: SYSTEM });
  if (roles.length) await run('SetModeratorRoles', { userId, moderatorRoles: roles }, SYSTEM);
}

/** Fresh objects for one cell. */
const make = {
  async announcement() {
    const { ids } = await run('PublishAnnouncement', { message: `Fresh announcement ${next()}` }, SYSTEM);
    return ids.announcementId!;
  },
  async user() {
    const id = 1000 + next();
    await signUp(id, `Fresh${id}`);
    return id;
  },
  /** A fresh member who blocked the cell's actor; a moderator cannot be blocked (social §5, §8), so the block is refused. */
  async blocker(actor: Actor) {
    const id = await make.user();
    if (actor.kind !== 'user') return id;
    await run('ToggleUserBlock', { otherId: actor.id }, member(id)).catch((err: unknown) => {
      if (!(err instanceof ForbiddenError)) throw err;
    });
    return id;
  },
  async media(type: MediaType = 'ANIME') {
    const { mediaId: _id, ...fields } = { ...mediaAdded(1), type };
    return (await run('AddMedia', fields, SYSTEM)).ids.mediaId!;
  },
  async status(author: number) {
    return (await run('SaveTextActivity', { text: `status ${next()}` }, member(author))).ids.activityId!;
  },
  async message(from: number, to: number) {
    return (await run('SaveMessageActivity', { recipientId: to, text: `message ${next()}` }, member(from))).ids.activityId!;
  },
  async lockedStatus() {
    const activityId = await make.status(AKI);
    await run('LockActivity', { activityId, locked: true }, haruto);
    return activityId;
  },
  async reply(author: number) {
    const activityId = await make.status(AKI);
    await run('SaveActivityReply', { activityId, text: `reply ${next()}` }, member(author));
    return { activityId, replyId: (await lastEvent(`activity-${activityId}`, 'ActivityReplyPosted')).data.replyId };
  },
  async thread(author: number) {
    return (await run('SaveThread', { title: `Thread ${next()}`, body: 'What did everyone think?' }, member(author))).ids.threadId!;
  },
  async comment(author: number, threadId = world.thread) {
    const rootCommentId = (await run('SaveThreadComment', { threadId, comment: `comment ${next()}` }, member(author))).ids.rootCommentId!;
    return { rootCommentId, commentId: rootCommentId };
  },
  async lockedTree(author: number) {
    const tree = await make.comment(author);
    await run('SaveThreadComment', { ...tree, isLocked: true }, haruto);
    return tree;
  },
  async review(author: number) {
    const mediaId = await make.media();
    return (await run('SaveReview', { mediaId, ...REVIEW }, member(author))).ids.reviewId!;
  },
  async recommendation(author: number) {
    const other = await make.media();
    const pair = { mediaId: world.anime, mediaRecommendationId: other };
    await run('SaveRecommendation', pair, member(author));
    return {
      ...pair,
      recommendationId: (await lastEvent(recommendationStream(world.anime, other), 'RecommendationAdded')).data.recommendationId,
    };
  },
  async report(reporter: number) {
    const objectId = await make.status(AKI);
    await run('CreateUserReport', { userId: AKI, reason: 'Spam', objectType: 'ACTIVITY', objectId }, member(reporter));
    const reports = (await env.store.readStream(userReportsStream(AKI))).events.filter(ofType('UserReported')).map((e) => e.data);
    return reports.find((r) => r.objectId === objectId)!.reportId;
  },
  async bannedUser() {
    const userId = await make.user();
    await run('BanUser', { userId, reason: 'Spam' }, haruto);
    return userId;
  },
  /** A member's submission to a media (fresh), character or staff member, and its id. */
  async submission(kind: 'media' | 'character' | 'staff', objectId: number) {
    const command = { media: 'SubmitMediaEdit', character: 'SubmitCharacterEdit', staff: 'SubmitStaffEdit' }[kind];
    const description = `Proposed ${next()}`;
    await run(command, { [`${kind}Id`]: objectId, changes: { description } }, member(AKI));
    // Other cells submit to the same character at once: this cell's is the one with its text.
    const events = (await env.store.readStream(`${kind}-${objectId}`)).events;
    const mine = events.filter(ofType('SubmissionCreated')).find((e) => e.data.changes.description === description);
    return mine!.data.submissionId;
  },
  async tagSubmission() {
    return (await run('SubmitMediaTag', { name: `Proposed Tag ${next()}`, mediaId: world.anime }, member(AKI))).ids.tagId!;
  },
  /** Aki's proposal of the shared tag for a media (a fresh one unless given), waiting for review (ADR 67). */
  async tagProposal(mediaId?: number) {
    const id = mediaId ?? (await make.media());
    await run('AddMediaTag', { mediaId: id, name: world.tagName }, member(AKI));
    return { mediaId: id, proposalId: (await lastEvent(mediaTagsStream(id), 'MediaTagProposed')).data.proposalId };
  },
  /** A media (a fresh one unless given) with the shared tag on it: proposed by Aki, accepted by the system. */
  async taggedMedia(mediaId?: number) {
    const proposal = await make.tagProposal(mediaId);
    await run('AcceptMediaTagProposal', proposal, SYSTEM);
    return proposal.mediaId;
  },
  async listEntry(userId: number) {
    await run('SaveMediaListEntry', { userId, mediaId: world.anime, status: 'PLANNING' }, SYSTEM);
    return (await lastEvent(mediaListStream(userId), 'MediaListEntrySaved')).data.entryId;
  },
};

const REVIEW = {
  summary: 'A patient, rewarding story about growing up.',
  body: 'A long and thoughtful review. '.repeat(80),
  score: 80,
};

// ── The matrix ────────────────────────────────────────────────────────────────────────────────────────────────────

interface Cell {
  column: Column;
  actor: Actor;
  /** Whose content the command acts on: the actor's own in the `own` column, else Aki's. */
  author: number;
}

interface Row {
  /** The bus's command name, or a spec run in-process only (sign-up). */
  command: string | RegisteredCommand;
  /** What the row checks, when a command has several (new vs edit, locked, as ModChan...). */
  label?: string;
  /** The spec's words (or "spec silent" with what the code does). */
  ref: string;
  /** Builds the objects the command acts on and its payload. */
  payload(cell: Cell): unknown | Promise<unknown>;
  /** Who may: every other column is refused (401 a guest, 403 the rest). */
  allow: readonly Column[];
  /** Ownership matters: the row has an `own` column (the actor acts on their own content). */
  own?: boolean;
  donatorTier?: number;
}

const OWN = (cell: Cell) => cell.author;
/** Issue 20: a block stops every interaction (ADR 26); it binds every member, and no moderator can be blocked. */
const ACROSS_A_BLOCK = 'ADR 26: nothing reaches a member across a block; social §5, §8: moderators cannot be blocked';
const named = (row: Row) => (typeof row.command === 'string' ? row.command : row.command.type);

const ROWS: Row[] = [
  // ── Accounts ──
  {
    command: signUpUser,
    ref: 'sign-up runs in the auth routes only (spec silent: the code runs it as the system)',
    payload: () => ({ userId: 1000 + next(), name: `Joiner${serial}` }),
    allow: ['system'],
  },
  {
    command: 'UpdateUser',
    own: true,
    ref: "social §6 signed-in user: own settings; nobody edits another's (spec silent on mods)",
    payload: (c) => ({ userId: OWN(c), about: `About ${next()}` }),
    allow: ['own', 'system'],
  },
  {
    command: 'UpdateUserProfile',
    own: true,
    ref: 'as UpdateUser',
    payload: (c) => ({ userId: OWN(c), about: `About ${next()}` }),
    allow: ['own', 'system'],
  },
  {
    command: 'ChangeUserName',
    own: true,
    ref: 'as UpdateUser',
    payload: (c) => ({ userId: OWN(c), name: `Renamed${next()}` }),
    allow: ['own', 'system'],
  },
  {
    command: 'DeleteCustomList',
    own: true,
    ref: 'as UpdateUser',
    async payload(c) {
      await run('UpdateUser', { userId: c.author, animeList: { customLists: ['Favourites'] } }, SYSTEM);
      return { userId: c.author, customList: 'Favourites', type: 'ANIME' };
    },
    allow: ['own', 'system'],
  },
  {
    command: 'SetModeratorRoles',
    ref: 'issue 12: admins grant and revoke roles (a mod action); RETIRED negates it',
    payload: async () => ({ userId: await make.user(), moderatorRoles: ['COMMUNITY'] }),
    allow: ['ADMIN', 'system'],
  },
  {
    command: 'SetDonatorTier',
    ref: 'spec silent: admins, as roles (the code)',
    payload: () => ({ userId: TARGET, donatorTier: next() % 5, donatorBadge: null }),
    allow: ['ADMIN', 'system'],
  },
  {
    command: 'PublishAnnouncement',
    ref: 'spec silent (core §3 "Announcement"): admins, as roles and donator tiers (issue 24)',
    payload: () => ({ message: `Maintenance tonight ${next()}`, forumPath: '/forum/thread/1' }),
    allow: ['ADMIN', 'system'],
  },
  {
    command: 'WithdrawAnnouncement',
    ref: 'spec silent: admins, as publishing',
    payload: async () => ({ announcementId: await make.announcement() }),
    allow: ['ADMIN', 'system'],
  },

  // ── Lists and favourites: a member's own (core §6 logged-in user: list editing, favourites) ──
  {
    command: 'SaveMediaListEntry',
    own: true,
    ref: 'core §6: list editing, own list only',
    payload: (c) => ({ userId: OWN(c), mediaId: world.anime, status: 'CURRENT', progress: next() % 20 }),
    allow: ['own', 'system'],
  },
  {
    command: 'UpdateMediaListEntries',
    own: true,
    ref: 'core §6',
    payload: async (c) => ({ userId: OWN(c), ids: [await make.listEntry(c.author)], progress: next() % 20 }),
    allow: ['own', 'system'],
  },
  {
    command: 'DeleteMediaListEntry',
    own: true,
    ref: 'core §6',
    payload: async (c) => ({ userId: OWN(c), id: await make.listEntry(c.author) }),
    allow: ['own', 'system'],
  },
  {
    command: 'ImportMediaList',
    own: true,
    ref: "core §6 (the MAL import is the member's own list)",
    payload: (c) => ({
      userId: OWN(c),
      source: 'MYANIMELIST',
      fileHash: next().toString(16).padStart(64, '0'),
      entries: [
        {
          mediaId: world.otherAnime,
          status: 'COMPLETED',
          scoreRaw: 80,
          progress: 25,
          progressVolumes: 0,
          repeat: 0,
          priority: 0,
          notes: '',
          startedAt: { year: null, month: null, day: null },
          completedAt: { year: null, month: null, day: null },
        },
      ],
    }),
    allow: ['own', 'system'],
  },
  {
    command: 'ToggleFavourite',
    own: true,
    ref: 'core §6: favourites',
    payload: (c) => ({ userId: OWN(c), animeId: world.anime }),
    allow: ['own', 'system'],
  },
  {
    command: 'UpdateFavouriteOrder',
    own: true,
    ref: 'social §6: reorder own favourites',
    payload: (c) => ({ userId: OWN(c), animeIds: [], animeOrder: [] }),
    allow: ['own', 'system'],
  },

  // ── Follows, blocks, notifications ──
  {
    command: 'ToggleFollow',
    own: true,
    ref: 'social §6: follow (guests: "You need to be logged in"); the system has nobody to follow as',
    payload: (c) => ({ userId: OWN(c), otherId: TARGET }),
    allow: ['own'],
  },
  {
    command: 'ToggleUserBlock',
    own: true,
    ref: 'social §6: block',
    payload: (c) => ({ userId: OWN(c), otherId: BLOCKED }),
    allow: ['own'],
  },
  {
    command: 'ToggleUserBlock',
    label: 'a moderator',
    own: true,
    ref: 'social §5, §8: blocking some user types is refused with 403',
    payload: (c) => ({ userId: OWN(c), otherId: HARUTO }),
    allow: [],
  },
  {
    command: 'ResetNotificationCount',
    own: true,
    ref: "social §7 resetNotificationCount: one's own",
    payload: (c) => ({ userId: OWN(c), upTo: `1:${next()}` }),
    allow: ['own', 'system'],
  },
  {
    command: 'RecordEpisodeAired',
    ref: 'spec silent: the airing announcer (system) only',
    payload: () => ({ mediaId: world.anime, episode: next(), airingAt: 0 }),
    allow: ['system'],
  },

  // ── Activities (social §6) ──
  {
    command: 'SaveTextActivity',
    label: 'new status',
    ref: 'social §6: write status',
    payload: () => ({ text: `Hello ${next()}` }),
    allow: MEMBERS,
  },
  {
    command: 'SaveTextActivity',
    label: 'edit',
    own: true,
    ref: 'social §6: edit own text; community mods edit any text',
    payload: async (c) => ({ activityId: await make.status(c.author), text: `Edited ${next()}` }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'SaveTextActivity',
    label: 'as ModChan',
    ref: 'social §6: community mods send activities as ModChan',
    payload: () => ({ text: `Announcement ${next()}`, asMod: true }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveMessageActivity',
    label: 'new message',
    ref: 'social §6: write message activity',
    payload: () => ({ recipientId: TARGET, text: `Hi ${next()}` }),
    allow: MEMBERS,
  },
  {
    command: 'SaveMessageActivity',
    label: 'to a followers-only profile',
    ref: 'social §6: any moderator may write to any profile',
    payload: () => ({ recipientId: RESTRICTED, text: `Hi ${next()}` }),
    allow: ANY_MODS,
  },
  {
    command: 'SaveMessageActivity',
    label: 'edit',
    own: true,
    ref: 'social §6: edit own text; community mods edit any text',
    payload: async (c) => ({ activityId: await make.message(c.author, TARGET), text: `Edited ${next()}` }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'SaveMessageActivity',
    label: 'as ModChan Private',
    ref: 'social §6: messages also as ModChan Private',
    payload: () => ({ recipientId: TARGET, text: `Warning ${next()}`, isPrivate: true, asMod: true }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'DeleteActivity',
    label: 'a status',
    own: true,
    ref: 'social §6: delete own activity; community mods delete any',
    payload: async (c) => ({ activityId: await make.status(c.author) }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'DeleteActivity',
    label: 'a message received',
    own: true,
    ref: 'social §6: a message sent to them may also be deleted',
    payload: async (c) => ({ activityId: await make.message(TARGET, c.author) }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'DeleteActivity',
    label: 'a message written to a moderator',
    own: true,
    ref: 'social §6: a message only if the other party is not a moderator',
    payload: async (c) => ({ activityId: await make.message(c.author, HARUTO) }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'ToggleActivityLike',
    ref: 'social §6: guests cannot like',
    payload: async () => ({ activityId: await make.status(AKI) }),
    allow: MEMBERS,
  },
  {
    command: 'ToggleActivitySubscription',
    ref: 'social §6: subscribe to an activity',
    payload: async () => ({ activityId: await make.status(AKI), subscribe: true }),
    allow: MEMBERS,
  },
  {
    command: 'ToggleActivitySubscription',
    label: 'of a member who blocked the actor',
    ref: ACROSS_A_BLOCK,
    payload: async (c) => ({ activityId: await make.status(await make.blocker(c.actor)), subscribe: true }),
    allow: ANY_MODS,
  },
  {
    command: 'ToggleActivityPin',
    label: 'donatorTier 2',
    own: true,
    donatorTier: 2,
    ref: 'social §6: pin an own non-message activity only with donatorTier above 1 (no moderator power)',
    payload: async (c) => ({ activityId: await make.status(c.author), pin: true }),
    allow: ['own'],
  },
  {
    command: 'ToggleActivityPin',
    label: 'donatorTier 0',
    own: true,
    ref: 'social §6',
    payload: async (c) => ({ activityId: await make.status(c.author), pin: true }),
    allow: [],
  },
  {
    command: 'LockActivity',
    own: true,
    ref: 'social §6: community mods lock or unlock activities',
    payload: async (c) => ({ activityId: await make.status(c.author), locked: true }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveActivityReply',
    label: 'new',
    ref: 'social §6: guests cannot reply',
    payload: async () => ({ activityId: await make.status(AKI), text: `Reply ${next()}` }),
    allow: MEMBERS,
  },
  {
    command: 'SaveActivityReply',
    label: 'in a locked activity',
    ref: 'social §2, §6: community mods reply in locked trees',
    payload: async () => ({ activityId: await make.lockedStatus(), text: `Reply ${next()}` }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveActivityReply',
    label: 'edit',
    own: true,
    ref: 'social §6: edit own text; community mods any',
    payload: async (c) => ({ ...(await make.reply(c.author)), text: `Edited ${next()}` }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'DeleteActivityReply',
    own: true,
    ref: 'social §6: community mods delete any reply (spec silent on own: the code lets authors)',
    payload: (c) => make.reply(c.author),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'ToggleActivityReplyLike',
    ref: 'social §6: guests cannot like',
    payload: () => make.reply(AKI),
    allow: MEMBERS,
  },

  // ── Forum (social §4, §6) ──
  {
    command: 'SaveThread',
    label: 'new',
    ref: 'social §6 (spec silent on threads: members)',
    payload: () => ({ title: `T ${next()}`, body: 'Body' }),
    allow: MEMBERS,
  },
  {
    command: 'SaveThread',
    label: 'new in a moderated category',
    ref: "spec silent: Site Announcements takes community mods' threads (the code)",
    payload: () => ({ title: `News ${next()}`, body: 'Body', categories: [13] }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveThread',
    label: 'edit',
    own: true,
    ref: 'social §6: edit own text; community mods edit any text',
    payload: async (c) => ({ threadId: await make.thread(c.author), body: `Edited ${next()}` }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'SaveThread',
    label: 'sticky',
    own: true,
    ref: "spec silent: sticky is community mods' (the code)",
    payload: async (c) => ({ threadId: await make.thread(c.author), isSticky: true }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveThread',
    label: 'lock',
    own: true,
    ref: 'social §6: community mods lock',
    payload: async (c) => ({ threadId: await make.thread(c.author), isLocked: true }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'DeleteThread',
    own: true,
    ref: 'social §6: community mods delete any (own: the code)',
    payload: async (c) => ({ threadId: await make.thread(c.author) }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'ToggleThreadLike',
    ref: 'social §6: guests cannot like',
    payload: async () => ({ threadId: await make.thread(AKI) }),
    allow: MEMBERS,
  },
  {
    command: 'ToggleThreadSubscription',
    ref: 'social §6: subscribe',
    payload: () => ({ threadId: world.thread, subscribe: next() % 2 === 0 }),
    allow: MEMBERS,
  },
  {
    command: 'SaveThreadComment',
    label: 'new',
    ref: 'social §6: guests cannot reply',
    payload: () => ({ threadId: world.thread, comment: `Comment ${next()}` }),
    allow: MEMBERS,
  },
  {
    command: 'SaveThreadComment',
    label: 'in the thread of a member who blocked the actor',
    ref: ACROSS_A_BLOCK,
    payload: async (c) => ({ threadId: await make.thread(await make.blocker(c.actor)), comment: `Comment ${next()}` }),
    allow: ANY_MODS,
  },
  {
    command: 'SaveThreadComment',
    label: 'reply in a locked tree',
    ref: 'social §4, §6: locked trees hide the reply control for non-moderators',
    payload: async () => {
      const tree = await make.lockedTree(AKI);
      return { rootCommentId: tree.rootCommentId, parentCommentId: tree.commentId, comment: `Reply ${next()}` };
    },
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveThreadComment',
    label: 'in a locked thread',
    ref: 'social §6: community mods reply in locked trees',
    async payload() {
      const threadId = await make.thread(AKI);
      await run('SaveThread', { threadId, isLocked: true }, haruto);
      return { threadId, comment: `Comment ${next()}` };
    },
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveThreadComment',
    label: 'edit',
    own: true,
    ref: 'social §6: comment author edits own; community mods any',
    payload: async (c) => ({ ...(await make.comment(c.author)), comment: `Edited ${next()}` }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'SaveThreadComment',
    label: 'edit in a locked tree',
    own: true,
    ref: 'social §4, §6: unless the tree is locked',
    payload: async (c) => ({ ...(await make.lockedTree(c.author)), comment: `Edited ${next()}` }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveThreadComment',
    label: 'lock the tree',
    own: true,
    ref: 'social §4, §6: community mods lock comment trees',
    payload: async (c) => ({ ...(await make.comment(c.author)), isLocked: true }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'DeleteThreadComment',
    own: true,
    ref: 'social §6: community mods delete any (own: the code)',
    payload: (c) => make.comment(c.author),
    allow: ['own', ...COMMUNITY_MODS],
  },
  { command: 'ToggleThreadCommentLike', ref: 'social §6: guests cannot like', payload: () => make.comment(AKI), allow: MEMBERS },
  {
    command: 'RecordThreadViews',
    ref: "spec silent: page views are nobody's (ADR 17), counted for guests too",
    payload: () => ({ hour: 400_000 + next(), batchId: `batch-${serial}`, views: [{ threadId: world.thread, views: 1 }] }),
    allow: [...COLUMNS],
  },

  // ── Reviews and recommendations (social §6) ──
  { command: 'SaveReview', label: 'new', ref: 'core §6: reviews', payload: () => ({ mediaId: world.anime, ...REVIEW }), allow: MEMBERS },
  {
    command: 'SaveReview',
    label: 'edit',
    own: true,
    ref: 'social §6: edit own review; community mods edit any review',
    payload: async (c) => ({ reviewId: await make.review(c.author), summary: `A fresh summary, revision ${next()}.` }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'DeleteReview',
    own: true,
    ref: 'social §6: delete own review (spec silent on mods: community mods, as edit)',
    payload: async (c) => ({ reviewId: await make.review(c.author) }),
    allow: ['own', ...COMMUNITY_MODS],
  },
  {
    command: 'RateReview',
    own: true,
    ref: "social §4 (spec silent on own: the code refuses rating one's own)",
    payload: async (c) => ({ reviewId: await make.review(c.author), rating: 'UP_VOTE' }),
    allow: MEMBERS.filter((m) => m !== 'own'),
  },
  {
    command: 'RateReview',
    label: 'by a member who blocked the actor',
    ref: ACROSS_A_BLOCK,
    payload: async (c) => ({ reviewId: await make.review(await make.blocker(c.actor)), rating: 'DOWN_VOTE' }),
    allow: ANY_MODS,
  },
  {
    command: 'SaveRecommendation',
    ref: 'social §6: add and rate recommendations',
    payload: () => ({ mediaId: world.anime, mediaRecommendationId: world.otherAnime, rating: next() % 2 ? 'RATE_UP' : 'NO_RATING' }),
    allow: MEMBERS,
  },
  {
    command: 'DeleteRecommendation',
    own: true,
    ref: 'social §6: community mods remove recommendations (own: the code)',
    payload: (c) => make.recommendation(c.author),
    allow: ['own', ...COMMUNITY_MODS],
  },

  // ── Moderation (social §5, §6; ADR 21) ──
  {
    command: 'CreateUserReport',
    own: true,
    ref: 'social §5, §6: members report others; community mods cannot use report',
    payload: (c) => ({ userId: c.author, reason: `Spam ${next()}`, objectType: 'USER' }),
    allow: MEMBERS.filter((m) => m !== 'own' && !COMMUNITY_MODS.includes(m)),
  },
  {
    command: 'ResolveReport',
    ref: 'issue 12: community mods resolve reports (spec silent)',
    payload: async () => ({ userId: AKI, reportId: await make.report(REN), note: 'Handled' }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'SaveModNote',
    ref: 'social §6: community mods save a mod note',
    payload: () => ({ userId: AKI, note: `Note ${next()}` }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'BanUser',
    ref: 'issue 12: bans (spec silent: community mods, the code)',
    payload: async () => ({ userId: await make.user(), reason: 'Spam' }),
    allow: COMMUNITY_MODS,
  },
  {
    command: 'UnbanUser',
    ref: 'as BanUser',
    payload: async () => ({ userId: await make.bannedUser(), reason: 'Appeal' }),
    allow: COMMUNITY_MODS,
  },

  // ── Catalogue (core §6 data mods; the kind mapping of ADR 22) ──
  {
    command: 'AddMedia',
    label: 'anime',
    ref: 'importers; data mods of the type (ADR 22)',
    payload: () => {
      const { mediaId: _id, ...fields } = mediaAdded(1);
      return fields;
    },
    allow: [...EDITORS.ANIME, 'system'],
  },
  {
    command: 'AddMedia',
    label: 'manga',
    ref: 'as AddMedia',
    payload: () => {
      const { mediaId: _id, ...fields } = { ...mediaAdded(1), type: 'MANGA' as const };
      return fields;
    },
    allow: [...EDITORS.MANGA, 'system'],
  },
  {
    command: 'UpdateMedia',
    label: 'anime',
    ref: 'data mods of the type edit directly (ADR 22)',
    payload: () => ({ mediaId: world.anime, changes: { description: `Edited ${next()}` } }),
    allow: [...EDITORS.ANIME, 'system'],
  },
  {
    command: 'UpdateMedia',
    label: 'manga',
    ref: 'as UpdateMedia',
    payload: () => ({ mediaId: world.manga, changes: { description: `Edited ${next()}` } }),
    allow: [...EDITORS.MANGA, 'system'],
  },
  {
    command: 'ImportMediaStatistics',
    ref: "spec silent: the importers' figures (ADR 14), no moderator sets them",
    payload: () => statistics(world.anime, next()),
    allow: ['system'],
  },
  {
    command: 'SubmitMediaEdit',
    ref: 'issue 12: members submit edits (social §2 /edit)',
    payload: () => ({ mediaId: world.anime, changes: { description: `Proposed ${next()}` } }),
    allow: MEMBERS,
  },
  {
    command: 'SubmitNewMedia',
    ref: 'issue 12: members submit new entries',
    payload: () => ({ type: 'ANIME', changes: { title: { romaji: `Shinsaku ${next()}`, english: null, native: null } } }),
    allow: MEMBERS,
  },
  {
    command: 'AcceptMediaSubmission',
    ref: 'data mods of the type decide submissions (ADR 22)',
    async payload() {
      const mediaId = await make.media();
      return { mediaId, submissionId: await make.submission('media', mediaId) };
    },
    allow: [...EDITORS.ANIME, 'system'],
  },
  {
    command: 'RejectMediaSubmission',
    ref: 'as AcceptMediaSubmission',
    async payload() {
      const mediaId = await make.media();
      return { mediaId, submissionId: await make.submission('media', mediaId), notes: 'No source' };
    },
    allow: [...EDITORS.ANIME, 'system'],
  },
  {
    command: 'DeleteMedia',
    ref: 'ADR 22: lead data mods and admins delete or merge media',
    payload: async () => ({ mediaId: await make.media(), reason: 'Duplicate' }),
    allow: [...LEADS, 'system'],
  },
  {
    command: 'MergeMedia',
    ref: 'as DeleteMedia',
    payload: async () => ({ mediaId: await make.media(), intoMediaId: world.anime, reason: 'Duplicate' }),
    allow: [...LEADS, 'system'],
  },
  {
    command: 'AddCharacter',
    ref: 'importers; character data editors (ADR 22)',
    payload: () => {
      const { characterId: _id, ...fields } = characterAdded(1);
      return fields;
    },
    allow: [...EDITORS.CHARACTER, 'system'],
  },
  {
    command: 'UpdateCharacter',
    ref: 'character data editors (ADR 22)',
    payload: () => ({ characterId: world.character, changes: { description: `Edited ${next()}` } }),
    allow: [...EDITORS.CHARACTER, 'system'],
  },
  {
    command: 'SubmitCharacterEdit',
    ref: 'members submit',
    payload: () => ({ characterId: world.character, changes: { description: `Proposed ${next()}` } }),
    allow: MEMBERS,
  },
  {
    command: 'AcceptCharacterSubmission',
    ref: 'character data editors',
    payload: async () => ({ characterId: world.character, submissionId: await make.submission('character', world.character) }),
    allow: [...EDITORS.CHARACTER, 'system'],
  },
  {
    command: 'RejectCharacterSubmission',
    ref: 'character data editors',
    payload: async () => ({ characterId: world.character, submissionId: await make.submission('character', world.character) }),
    allow: [...EDITORS.CHARACTER, 'system'],
  },
  {
    command: 'AddStaff',
    ref: 'importers; staff data editors (ADR 22)',
    payload: () => {
      const { staffId: _id, ...fields } = staffAdded(1);
      return fields;
    },
    allow: [...EDITORS.STAFF, 'system'],
  },
  {
    command: 'UpdateStaff',
    ref: 'staff data editors',
    payload: () => ({ staffId: world.staff, changes: { description: `Edited ${next()}` } }),
    allow: [...EDITORS.STAFF, 'system'],
  },
  {
    command: 'SubmitStaffEdit',
    ref: 'members submit',
    payload: () => ({ staffId: world.staff, changes: { description: `Proposed ${next()}` } }),
    allow: MEMBERS,
  },
  {
    command: 'AcceptStaffSubmission',
    ref: 'staff data editors',
    payload: async () => ({ staffId: world.staff, submissionId: await make.submission('staff', world.staff) }),
    allow: [...EDITORS.STAFF, 'system'],
  },
  {
    command: 'RejectStaffSubmission',
    ref: 'staff data editors',
    payload: async () => ({ staffId: world.staff, submissionId: await make.submission('staff', world.staff) }),
    allow: [...EDITORS.STAFF, 'system'],
  },
  {
    command: 'AddStudio',
    ref: 'importers; studio editors (social §2: /edit/studio guarded; ADR 22: anime data)',
    payload: () => {
      const { studioId: _id, ...fields } = studioAdded(1, `Studio ${next()}`);
      return fields;
    },
    allow: [...EDITORS.STUDIO, 'system'],
  },
  {
    command: 'UpdateStudio',
    ref: 'as AddStudio',
    payload: () => ({ studioId: world.studio, changes: { name: `Studio ${next()}` } }),
    allow: [...EDITORS.STUDIO, 'system'],
  },

  // ── Tags (core §5, §6) ──
  {
    command: 'CreateMediaTag',
    ref: 'core §6: data mods see the tag creator link',
    payload: () => ({ name: `Created Tag ${next()}`, description: null, category: 'Theme-Other', isGeneralSpoiler: false, isAdult: false }),
    allow: [...DATA_MODS, 'system'],
  },
  {
    command: 'SubmitMediaTag',
    ref: 'core §6: tag adding (new tags wait for review)',
    payload: () => ({ name: `New Tag ${next()}`, mediaId: world.anime }),
    allow: MEMBERS,
  },
  {
    command: 'AcceptMediaTagSubmission',
    ref: 'social §4: tags wait for moderator review (spec silent on which: data mods, the code)',
    payload: async () => ({ tagId: await make.tagSubmission() }),
    allow: [...DATA_MODS, 'system'],
  },
  {
    command: 'DenyMediaTagSubmission',
    ref: 'as AcceptMediaTagSubmission',
    payload: async () => ({ tagId: await make.tagSubmission(), reason: 'Too narrow' }),
    allow: [...DATA_MODS, 'system'],
  },
  {
    command: 'SaveMediaTagVote',
    ref: 'core §6: tag voting; guests cannot tag',
    payload: () => ({ mediaId: world.anime, tagId: world.tag, vote: next() % 6 }),
    allow: MEMBERS,
  },
  {
    command: 'AddMediaTag',
    ref: 'core §6: tag adding',
    payload: async () => ({ mediaId: await make.media(), name: world.tagName }),
    allow: MEMBERS,
  },
  {
    command: 'AcceptMediaTagProposal',
    ref: 'social §4: tags wait for moderator review; as AcceptMediaTagSubmission (ADR 67)',
    payload: () => make.tagProposal(),
    allow: [...DATA_MODS, 'system'],
  },
  {
    command: 'DenyMediaTagProposal',
    ref: 'as AcceptMediaTagProposal',
    payload: async () => ({ ...(await make.tagProposal()), reason: 'Not a theme here' }),
    allow: [...DATA_MODS, 'system'],
  },
  {
    command: 'UpdateMediaTag',
    ref: "core §6: data mods toggle a tag's spoiler flag",
    payload: async () => ({ mediaId: await make.taggedMedia(), tagId: world.tag, isMediaSpoiler: true }),
    allow: [...DATA_MODS, 'system'],
  },
  {
    command: 'DeleteMediaTag',
    ref: 'core §6: data mods delete a tag from a media',
    payload: async () => ({ mediaId: await make.taggedMedia(), tagId: world.tag }),
    allow: [...DATA_MODS, 'system'],
  },
];

// ── Running it ────────────────────────────────────────────────────────────────────────────────────────────────────

beforeAll(async () => {
  env = await createTestEnv('command_permissions');
  const users: [number, string, string[]][] = [
    [AKI, 'Aki', []],
    [REN, 'Ren', []],
    [TARGET, 'Target', []],
    [RESTRICTED, 'Restricted', []],
    [MODCHAN, 'ModChan', []],
    [BLOCKED, 'Blocked', []],
    [HARUTO, 'Haruto', ['COMMUNITY']],
    ...(Object.entries(USER_OF).filter(([, id]) => id !== null && id >= 11) as [Column, number][]).map(
      ([column, id]) => [id, `Mod_${column.replace('_', '')}`.slice(0, 20), ROLES[column]] as [number, string, string[]],
    ),
  ];
  for (const [id, name, roles] of users) await signUp(id, name, roles);
  await run('UpdateUser', { userId: RESTRICTED, restrictMessagesToFollowing: true }, SYSTEM);
  world.anime = await make.media();
  world.otherAnime = await make.media();
  world.manga = await make.media('MANGA');
  world.character = (await run('AddCharacter', (({ characterId: _id, ...f }) => f)(characterAdded(1)), SYSTEM)).ids.characterId!;
  world.staff = (await run('AddStaff', (({ staffId: _id, ...f }) => f)(staffAdded(1)), SYSTEM)).ids.staffId!;
  world.studio = (await run('AddStudio', (({ studioId: _id, ...f }) => f)(studioAdded(1)), SYSTEM)).ids.studioId!;
  world.tag = (
    await run(
      'CreateMediaTag',
      {
        name: world.tagName,
        description: null,
        category: 'Theme-Other',
        isGeneralSpoiler: false,
        isAdult: false,
      },
      SYSTEM,
    )
  ).ids.tagId!;
  await make.taggedMedia(world.anime);
  world.thread = await make.thread(AKI);
});
afterAll(async () => {
  await env?.close();
});

type Outcome = 'ok' | 401 | 403 | string;

/** What the spec says a column gets: allowed, or refused (a guest is asked to sign in). */
const expected = (row: Row, column: Column): Outcome => (row.allow.includes(column) ? 'ok' : column === 'guest' ? 401 : 403);

/**
 * What the bus did: a refusal must be a permission one; any other failure is shown as it is. The cells of a row run
 * at once, and some share a stream (the media everyone votes on): a cell that met another's change is run again.
 */
async function outcome(row: Row, column: Column): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    const got = await attemptCell(row, column);
    if (got !== RACED || attempt === 20) return got;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
  }
}

const RACED = 'raced';
const raced = (err: unknown) => err instanceof ConflictError && err.message === CONCURRENT_CHANGE;

async function attemptCell(row: Row, column: Column): Promise<Outcome> {
  const actor = actorOf(column, row.donatorTier);
  const cell: Cell = { column, actor, author: column === 'own' ? REN : AKI };
  let payload: unknown;
  try {
    payload = await row.payload(cell);
  } catch (err) {
    return raced(err) ? RACED : `set-up failed: ${(err as Error).message}`;
  }
  try {
    if (typeof row.command === 'string') await env.bus.execute(row.command, payload, { actor });
    else await env.bus.run(row.command, payload, { actor });
    return 'ok';
  } catch (err) {
    if (raced(err)) return RACED;
    if (err instanceof UnauthorizedError) return 401;
    if (err instanceof ForbiddenError) return 403;
    if (err instanceof DomainError) return `${err.status} ${err.message}${'validation' in err ? ` ${JSON.stringify(err.validation)}` : ''}`;
    return `threw ${(err as Error).message}`;
  }
}

const columnsOf = (row: Row) => COLUMNS.filter((c) => row.own || c !== 'own');
const title = (row: Row) => `${named(row)}${row.label ? ` (${row.label})` : ''}`;

describe('the role matrix (spec/core.md §6, spec/social.md §6)', () => {
  it('has a row for every command registered on the bus, and none for a command that is not', () => {
    const covered = new Set(ROWS.filter((r) => typeof r.command === 'string').map(named));
    expect(
      env.bus.names().filter((name) => !covered.has(name)),
      'commands without a row',
    ).toEqual([]);
    expect(
      [...covered].filter((name) => !env.bus.has(name)),
      'rows of no command',
    ).toEqual([]);
  });

  it('allows exactly what the spec allows, and refuses the rest with 401 (guests) or 403', async () => {
    const wrong: string[] = [];
    for (const row of ROWS) {
      await Promise.all(
        columnsOf(row).map(async (column) => {
          const want = expected(row, column);
          const got = await outcome(row, column);
          if (got !== want) wrong.push(`${title(row)} × ${column}: expected ${want}, got ${got}  [${row.ref}]`);
        }),
      );
    }
    expect(wrong).toEqual([]);
  });
});
