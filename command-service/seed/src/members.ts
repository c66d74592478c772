// Demo members: thousands of generated people whose lists and favourites go through the same commands as a
// member's own (SignUpUser, UpdateUser for their score format and custom lists, ImportMediaList for the list they
// bring from elsewhere, SaveMediaListEntry for what they add and change here, ToggleFavourite), so that
// distributions, trending and rankings come from real list events. Each is dated (history.ts, docs/adr/0065): a
// member signs up on a day of the site's year, imports what they had watched by then, and keeps their list here
// from then on, so popularity grows over the year and trending counts this week's episodes. The demo accounts get
// lists the same way. Everything is drawn from generators seeded by the member's id and command ids derive from it,
// so a second run appends nothing.
import { createHash } from 'node:crypto';
import type { Actor } from '@tsuzuki/events';
import { signUpUser } from '@tsuzuki/command-service/accounts/user/index';
import { byTime, sendBatches, type SeedBus, type SeedCommand } from './batches.ts';
import type { SeedData } from './dataset.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { memberName } from './memberNames.ts';
import { dayOf as dayOfDate, MediaPicker, seedMedia } from './memberMedia.ts';
import { memberTraits, planFavourites, planMemberLists, type EntryEdit, type MemberTraits, type PlannedEntry } from './memberLists.ts';
import { DAY_MS, demoSignUpAt, momentAfter, momentOn, signUpAt } from './history.ts';
import { rng } from './random.ts';
import { standingOf } from './standing.ts';

/** The part of the command bus the member seed uses. */
export type MemberCommandRunner = SeedBus;

/** Members of the full demo set (scale 1); `npm start` seeds them within its time budget. */
export const FULL_MEMBERS = 2000;
/** Generated members' ids start here, clear of the demo accounts and of the first sign-ups' ids. */
export const FIRST_MEMBER_ID = 1001;

export interface MemberSeedOptions {
  now: Date;
  count: number;
  log?: (line: string) => void;
  /** Raises the user id counter past the generated members, so that later sign-ups get fresh ids. */
  reserveUserIds?: (lastId: number) => Promise<void>;
}

export interface MemberSeedCounts {
  members: number;
  entries: number;
  favourites: number;
  commands: number;
}

export interface MemberPlan {
  userId: number;
  name: string | null;
  traits: MemberTraits;
  sizes: { ANIME: number; MANGA: number };
  /** Rewatches with their own dates, as the list editor's history shows them (demo accounts). */
  rewatches: number;
  /** When they signed up (ms): everything they do comes after (history.ts). */
  joinedAt: number;
  /** Favourites of every kind (the demo accounts' profiles show each). */
  allFavourites: boolean;
}

const SYSTEM: Actor = { kind: 'system' };
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });

function generatedMember(userId: number, now: Date, taken: Set<string>): MemberPlan {
  const r = rng('member', userId);
  const traits = memberTraits(r, nowDayOf(now));
  // Most lists are modest; a few members log everything they ever watched.
  const anime = Math.min(600, r.longTail(14, 1.6, 600));
  const manga = r.chance(0.45) ? Math.min(300, r.longTail(6, 1.5, 300)) : 0;
  return {
    userId,
    name: memberName(r, taken),
    traits,
    sizes: { ANIME: anime, MANGA: manga },
    rewatches: 0,
    joinedAt: signUpAt(rng('member-joined', userId), now),
    allFavourites: false,
  };
}

/** The demo accounts have full lists, so that signing in shows what the site does with one. */
function demoMember(userId: number, now: Date): MemberPlan {
  const r = rng('demo-member', userId);
  const traits = memberTraits(r, nowDayOf(now));
  const first = userId === DEMO_ACCOUNTS[0]!.userId;
  traits.scores = true;
  if (first) {
    traits.scoreFormat = 'POINT_10_DECIMAL';
    traits.customLists = { ANIME: ['Favourites', 'Rewatch', 'With friends'], MANGA: ['Favourites'] };
  }
  return {
    userId,
    name: null,
    traits,
    sizes: first ? { ANIME: 220, MANGA: 70 } : { ANIME: 90, MANGA: 30 },
    rewatches: first ? 2 : 0,
    joinedAt: demoSignUpAt(now, userId),
    allFavourites: true,
  };
}

const nowDayOf = (now: Date) => Math.floor(now.getTime() / DAY_MS);

/**
 * Demo accounts that start with a list. Sakura and Admin start empty: the browser tests build Sakura's list in their
 * set-up and import one into Admin's, and assert on exactly what they made.
 */
const DEMO_LISTS = new Set(['Yuki', 'Haruto']);

export function planMembers(count: number, now: Date): MemberPlan[] {
  const taken = new Set(DEMO_ACCOUNTS.map((a) => a.name.toLowerCase()));
  const generated = Array.from({ length: count }, (_, i) => generatedMember(FIRST_MEMBER_ID + i, now, taken));
  // User ids grow with the sign-up time, as a site hands them out.
  const times = generated.map((p) => p.joinedAt).sort((a, b) => a - b);
  generated.forEach((p, i) => (p.joinedAt = times[i]!));
  return [...DEMO_ACCOUNTS.filter((a) => DEMO_LISTS.has(a.name)).map((a) => demoMember(a.userId, now)), ...generated];
}

const DEFAULT_SCORE_FORMAT = 'POINT_10_DECIMAL';

/** What a member's list entry is at the moment of its save: the fields an import carries. */
const entryFields = ({ media: _media, day: _day, ...entry }: PlannedEntry) => entry;

/** The commands of one member's list, dated: the list they bring at sign-up, then what they add and change here. */
function listCommands(plan: MemberPlan, entries: PlannedEntry[], changes: EntryEdit[], now: number): SeedCommand[] {
  const { userId, joinedAt } = plan;
  const id = `seed:member:${userId}`;
  const actor = member(userId);
  const r = rng('member-times', userId);
  const joinDay = Math.floor(joinedAt / DAY_MS);
  const importAt = joinedAt + 120_000;
  const commands: SeedCommand[] = [];
  const save = (payload: object, commandId: string, at: number): SeedCommand => ({
    command: 'SaveMediaListEntry',
    payload,
    actor,
    commandId,
    occurredAt: new Date(at),
  });
  /** When each entry came onto the list: edits and favourites follow it. */
  const listedAt = new Map<number, number>();
  // A show watched as it airs was listed when the member started it, a few episodes back; its last episode is recent.
  const started = new Map<number, { day: number; fields: ReturnType<typeof entryFields> }>();
  for (const e of entries) {
    const day = dayOfDate(e.startedAt);
    if (e.status !== 'CURRENT' || e.media.status !== 'RELEASING' || day === null || day >= e.day) continue;
    started.set(e.mediaId, { day, fields: { ...entryFields(e), progress: Math.max(0, e.progress - Math.ceil((e.day - day) / 7)) } });
  }
  const brought = [
    ...entries.filter((e) => e.day <= joinDay).map(entryFields),
    ...[...started.values()].filter((s) => s.day <= joinDay).map((s) => s.fields),
  ];
  if (brought.length) {
    const fileHash = createHash('sha256').update(`${id}:list`).digest('hex');
    commands.push({
      command: 'ImportMediaList',
      payload: { source: 'MYANIMELIST', fileHash, entries: brought },
      actor,
      commandId: `${id}:list`,
      occurredAt: new Date(importAt),
      weight: brought.length,
    });
    for (const e of brought) listedAt.set(e.mediaId, importAt);
  }
  for (const [mediaId, s] of started) {
    if (s.day <= joinDay) continue;
    const at = momentOn(r, s.day, importAt + 1000, now) ?? now;
    listedAt.set(mediaId, at);
    commands.push(save(s.fields, `${id}:entry:${mediaId}:start`, at));
  }
  for (const e of entries) {
    if (e.day <= joinDay) continue;
    const at = momentOn(r, e.day, Math.max(importAt, listedAt.get(e.mediaId) ?? 0) + 1000, now) ?? now;
    if (!listedAt.has(e.mediaId)) listedAt.set(e.mediaId, at);
    commands.push(save(entryFields(e), `${id}:entry:${e.mediaId}`, at));
  }
  changes.forEach(({ mediaId, ...fields }, k) => {
    const listed = listedAt.get(mediaId)!;
    // An episode more on something airing: today or yesterday, which is what trending counts.
    const at =
      fields.progress !== undefined
        ? momentAfter(r, Math.max(listed, now - 2 * DAY_MS), now, 2 * DAY_MS)
        : momentAfter(r, listed, now, 14 * DAY_MS);
    commands.push(save({ mediaId, ...fields }, `${id}:edit:${k}`, at));
  });
  // A finished rewatch or two in the last weeks: the history the list editor shows, with the first watch's dates kept.
  const rewatched = entries
    .filter((e) => e.status === 'COMPLETED' && e.media.type === 'ANIME' && !changes.some((x) => x.mediaId === e.mediaId))
    .slice(0, plan.rewatches);
  for (const e of rewatched) {
    const start = momentAfter(r, Math.max(listedAt.get(e.mediaId)!, now - 40 * DAY_MS), now, 20 * DAY_MS);
    commands.push(save({ mediaId: e.mediaId, status: 'REPEATING', progress: 0 }, `${id}:rewatch:${e.mediaId}:start`, start));
    commands.push(
      save(
        { mediaId: e.mediaId, status: 'COMPLETED', progress: e.media.total ?? e.progress },
        `${id}:rewatch:${e.mediaId}:end`,
        momentAfter(r, start, now, 20 * DAY_MS),
      ),
    );
  }
  return byTime(commands);
}

/** Favourites set in one sitting, a minute apart, once the titles they come from are on the list. */
function favouriteCommands(plan: MemberPlan, entries: PlannedEntry[], listed: SeedCommand[], now: number) {
  const id = `seed:member:${plan.userId}`;
  const faves = planFavourites(rng('member-favourites', plan.userId), entries, plan.allFavourites);
  const listedAt = new Map<number, number>();
  for (const c of listed) {
    const at = c.occurredAt!.getTime();
    const p = c.payload as { mediaId?: number; entries?: { mediaId: number }[] };
    for (const mediaId of p.entries?.map((e) => e.mediaId) ?? [p.mediaId!]) if (!listedAt.has(mediaId)) listedAt.set(mediaId, at);
  }
  const media = faves.filter((f) => f.kind === 'animeId' || f.kind === 'mangaId').map((f) => listedAt.get(f.id) ?? plan.joinedAt);
  const sitting = momentAfter(rng('member-favourites-at', plan.userId), Math.max(plan.joinedAt + 300_000, ...media), now, 30 * DAY_MS);
  return faves.map((f, k): SeedCommand => ({
    command: 'ToggleFavourite',
    payload: { [f.kind]: f.id },
    actor: member(plan.userId),
    commandId: `${id}:favourite:${f.kind}:${f.id}`,
    occurredAt: new Date(Math.min(now, sitting + k * 60_000)),
  }));
}

/** One member's commands by step, each dated (history.ts): what seedMembers sends, for the tests to read. */
export interface MemberCommands {
  signup: SeedCommand[];
  settings: SeedCommand[];
  lists: SeedCommand[];
  favourites: SeedCommand[];
  entries: PlannedEntry[];
}

export type Pickers = { ANIME: MediaPicker; MANGA: MediaPicker };

export function pickersFor(data: SeedData, now: Date): Pickers {
  const media = seedMedia(data, now);
  return {
    ANIME: new MediaPicker(media.filter((m) => m.type === 'ANIME')),
    MANGA: new MediaPicker(media.filter((m) => m.type === 'MANGA')),
  };
}

/** The member at `place` of the plan: signs up, settings just after, then lists and favourites. */
export function memberCommands(plan: MemberPlan, pickers: Pickers, now: Date): MemberCommands {
  const { userId, traits, joinedAt } = plan;
  const id = `seed:member:${userId}`;
  const actor = member(userId);
  const out: MemberCommands = { signup: [], settings: [], lists: [], favourites: [], entries: [] };
  if (plan.name) {
    out.signup.push({
      command: signUpUser,
      payload: { userId, name: plan.name },
      actor: SYSTEM,
      commandId: `${id}:signup`,
      occurredAt: new Date(joinedAt),
    });
  }
  if (traits.scoreFormat !== DEFAULT_SCORE_FORMAT || traits.customLists.ANIME.length || traits.customLists.MANGA.length) {
    out.settings.push({
      command: 'UpdateUser',
      actor,
      commandId: `${id}:settings`,
      occurredAt: new Date(joinedAt + 60_000),
      payload: {
        scoreFormat: traits.scoreFormat,
        ...(traits.customLists.ANIME.length ? { animeList: { customLists: traits.customLists.ANIME } } : {}),
        ...(traits.customLists.MANGA.length ? { mangaList: { customLists: traits.customLists.MANGA } } : {}),
      },
    });
  }
  const { entries, edits } = planMemberLists(rng('member-list', userId), traits, pickers, plan.sizes, Math.floor(now.getTime() / DAY_MS));
  out.entries = entries;
  out.lists = listCommands(plan, entries, edits, now.getTime());
  out.favourites = favouriteCommands(plan, entries, out.lists, now.getTime());
  return out;
}

/**
 * In steps, each in batches over all members: a step's commands read what earlier steps wrote (an import reads its
 * member's score format, set by the settings step). Within a step commands go in time order, which keeps each
 * member's stream in order and makes the log read like the site's year.
 */
export async function seedMembers(bus: MemberCommandRunner, data: SeedData, opts: MemberSeedOptions): Promise<MemberSeedCounts> {
  const log = opts.log ?? (() => undefined);
  const pickers = pickersFor(data, opts.now);
  const plans = planMembers(opts.count, opts.now);
  await opts.reserveUserIds?.(FIRST_MEMBER_ID + opts.count - 1);
  const counts: MemberSeedCounts = { members: 0, entries: 0, favourites: 0, commands: 0 };
  const started = Date.now();
  let lastLog = started;

  const all = plans.map((plan) => memberCommands(plan, pickers, opts.now));
  const inTime = (pick: (c: MemberCommands) => SeedCommand[]) => byTime(all.flatMap(pick));
  counts.entries = all.reduce((n, c) => n + c.entries.length, 0);
  counts.favourites = all.reduce((n, c) => n + c.favourites.length, 0);
  const steps: [string, SeedCommand[], number?][] = [
    ['sign-ups', inTime((c) => c.signup)],
    ['settings', inTime((c) => c.settings)],
    // An import carries a member's whole list: batches are sized by entries.
    ['lists', inTime((c) => c.lists), 4000],
    ['favourites', inTime((c) => c.favourites)],
  ];
  for (const [step, commands, size] of steps) {
    const stepStarted = Date.now();
    await sendBatches(bus, commands, {
      size,
      progress: (done) => {
        if (Date.now() - lastLog < 2000) return;
        lastLog = Date.now();
        log(`seed: members ${step} ${done}/${commands.length}`);
      },
    });
    counts.commands += commands.length;
    log(`seed: members ${step} ${commands.length} done in ${((Date.now() - stepStarted) / 1000).toFixed(1)}s`);
  }
  counts.members = plans.length;
  log(
    `seed: members ${plans.length} done in ${((Date.now() - started) / 1000).toFixed(1)}s: ${counts.entries} list entries, ` +
      `${counts.favourites} favourites, ${counts.commands} commands`,
  );
  return counts;
}

/**
 * The donators and the retired moderator among the generated members (standing.ts), as the admins set them today:
 * sent after everything else the seed dates, so that the moderation log (one stream) stays in time order.
 */
export async function seedStanding(bus: MemberCommandRunner, opts: { now: Date; count: number }): Promise<number> {
  const commands = planMembers(opts.count, opts.now).flatMap((plan, place) => (plan.name ? standingOf(place, plan.userId) : []));
  await sendBatches(
    bus,
    commands.map((c) => ({ ...c, occurredAt: opts.now })),
  );
  return commands.length;
}
