// Demo members: thousands of generated people whose lists and favourites go through the same commands as a
// member's own (SignUpUser, UpdateUser for their score format and custom lists, ImportMediaList for the bulk of a
// list, SaveMediaListEntry for what an import does not carry, ToggleFavourite), so that distributions, trending
// and rankings come from real list events. The demo accounts get lists the same way. Everything is drawn from
// generators seeded by the member's id and command ids derive from it, so a second run appends nothing.
import { createHash } from 'node:crypto';
import type { Actor } from '@tsuzuki/events';
import { signUpUser } from '@tsuzuki/command-service/accounts/user/index';
import { interleave, sendBatches, type SeedBus, type SeedCommand } from './batches.ts';
import type { SeedData } from './dataset.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';
import { memberName } from './memberNames.ts';
import { MediaPicker, seedMedia } from './memberMedia.ts';
import { memberTraits, planFavourites, planMemberLists, type MemberTraits } from './memberLists.ts';
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

interface MemberPlan {
  userId: number;
  name: string | null;
  traits: MemberTraits;
  sizes: { ANIME: number; MANGA: number };
  /** Rewatches with their own dates, as the list editor's history shows them (demo accounts). */
  rewatches: number;
}

const SYSTEM: Actor = { kind: 'system' };
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });

function generatedMember(userId: number, nowDay: number, taken: Set<string>): MemberPlan {
  const r = rng('member', userId);
  const traits = memberTraits(r, nowDay);
  // Most lists are modest; a few members log everything they ever watched.
  const anime = Math.min(600, r.longTail(14, 1.6, 600));
  const manga = r.chance(0.45) ? Math.min(300, r.longTail(6, 1.5, 300)) : 0;
  return { userId, name: memberName(r, taken), traits, sizes: { ANIME: anime, MANGA: manga }, rewatches: 0 };
}

/** The demo accounts have full lists, so that signing in shows what the site does with one. */
function demoMember(userId: number, nowDay: number): MemberPlan {
  const r = rng('demo-member', userId);
  const traits = memberTraits(r, nowDay);
  const first = userId === DEMO_ACCOUNTS[0]!.userId;
  traits.scores = true;
  if (first) {
    traits.scoreFormat = 'POINT_10_DECIMAL';
    traits.customLists = { ANIME: ['Favourites', 'Rewatch', 'With friends'], MANGA: ['Favourites'] };
  }
  return { userId, name: null, traits, sizes: first ? { ANIME: 220, MANGA: 70 } : { ANIME: 90, MANGA: 30 }, rewatches: first ? 2 : 0 };
}

/**
 * Demo accounts that start with a list. Sakura and Admin start empty: the browser tests build Sakura's list in their
 * set-up and import one into Admin's, and assert on exactly what they made.
 */
const DEMO_LISTS = new Set(['Yuki', 'Haruto']);

export function planMembers(count: number, now: Date): MemberPlan[] {
  const nowDay = Math.floor(now.getTime() / 86_400_000);
  const taken = new Set(DEMO_ACCOUNTS.map((a) => a.name.toLowerCase()));
  return [
    ...DEMO_ACCOUNTS.filter((a) => DEMO_LISTS.has(a.name)).map((a) => demoMember(a.userId, nowDay)),
    ...Array.from({ length: count }, (_, i) => generatedMember(FIRST_MEMBER_ID + i, nowDay, taken)),
  ];
}

const DEFAULT_SCORE_FORMAT = 'POINT_10_DECIMAL';

/**
 * In steps, each in batches over all members: a step's commands read what earlier steps wrote (an import reads its
 * member's score format, set by the settings step). Commands on one member's stream go in order.
 */
export async function seedMembers(bus: MemberCommandRunner, data: SeedData, opts: MemberSeedOptions): Promise<MemberSeedCounts> {
  const log = opts.log ?? (() => undefined);
  const nowDay = Math.floor(opts.now.getTime() / 86_400_000);
  const media = seedMedia(data, opts.now);
  const pickers = {
    ANIME: new MediaPicker(media.filter((m) => m.type === 'ANIME')),
    MANGA: new MediaPicker(media.filter((m) => m.type === 'MANGA')),
  };
  const plans = planMembers(opts.count, opts.now);
  await opts.reserveUserIds?.(FIRST_MEMBER_ID + opts.count - 1);
  const counts: MemberSeedCounts = { members: 0, entries: 0, favourites: 0, commands: 0 };
  const started = Date.now();
  let lastLog = started;

  const signups: SeedCommand[] = [];
  const standing: SeedCommand[] = [];
  const settings: SeedCommand[] = [];
  const imports: SeedCommand[] = [];
  const edits: SeedCommand[][] = [];
  const favourites: SeedCommand[][] = [];
  for (const [place, plan] of plans.entries()) {
    const { userId, traits } = plan;
    const id = `seed:member:${userId}`;
    const actor = member(userId);
    if (plan.name) {
      signups.push({ command: signUpUser, payload: { userId, name: plan.name }, actor: SYSTEM, commandId: `${id}:signup` });
      standing.push(...standingOf(place, userId));
    }
    if (traits.scoreFormat !== DEFAULT_SCORE_FORMAT || traits.customLists.ANIME.length || traits.customLists.MANGA.length) {
      settings.push({
        command: 'UpdateUser',
        actor,
        commandId: `${id}:settings`,
        payload: {
          scoreFormat: traits.scoreFormat,
          ...(traits.customLists.ANIME.length ? { animeList: { customLists: traits.customLists.ANIME } } : {}),
          ...(traits.customLists.MANGA.length ? { mangaList: { customLists: traits.customLists.MANGA } } : {}),
        },
      });
    }
    const r = rng('member-list', userId);
    const { entries, edits: changes } = planMemberLists(r, traits, pickers, plan.sizes, nowDay);
    if (entries.length) {
      const payload = entries.map(({ media: _media, ...entry }) => entry);
      const fileHash = createHash('sha256').update(`${id}:list`).digest('hex');
      imports.push({
        command: 'ImportMediaList',
        payload: { source: 'MYANIMELIST', fileHash, entries: payload },
        actor,
        commandId: `${id}:list`,
        weight: entries.length,
      });
      counts.entries += entries.length;
    }
    const save = (payload: object, commandId: string): SeedCommand => ({ command: 'SaveMediaListEntry', payload, actor, commandId });
    const saves = changes.map(({ mediaId, ...fields }, k) => save({ mediaId, ...fields }, `${id}:edit:${k}`));
    // A finished rewatch or two: the history the list editor shows, with the first watch's dates kept.
    const rewatched = entries
      .filter((e) => e.status === 'COMPLETED' && e.media.type === 'ANIME' && !changes.some((x) => x.mediaId === e.mediaId))
      .slice(0, plan.rewatches);
    for (const e of rewatched) {
      saves.push(save({ mediaId: e.mediaId, status: 'REPEATING', progress: 0 }, `${id}:rewatch:${e.mediaId}:start`));
      saves.push(
        save({ mediaId: e.mediaId, status: 'COMPLETED', progress: e.media.total ?? e.progress }, `${id}:rewatch:${e.mediaId}:end`),
      );
    }
    edits.push(saves);
    const faves = planFavourites(rng('member-favourites', userId), entries);
    favourites.push(
      faves.map((f) => ({
        command: 'ToggleFavourite',
        payload: { [f.kind]: f.id },
        actor,
        commandId: `${id}:favourite:${f.kind}:${f.id}`,
      })),
    );
    counts.favourites += faves.length;
  }

  const steps: [string, SeedCommand[], number?][] = [
    ['sign-ups', signups],
    ['donators and roles', standing],
    ['settings', settings],
    // An import carries a member's whole list: batches are sized by entries.
    ['lists', imports, 4000],
    ['edits', interleave(edits)],
    ['favourites', interleave(favourites)],
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
