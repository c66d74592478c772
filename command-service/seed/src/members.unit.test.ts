import { describe, expect, it } from 'vitest';
import type { ImportedEntry } from '@tsuzuki/command-service/lists/commands';
import { UserName } from '@tsuzuki/events';
import { scoreFromRaw, scoreToRaw } from '@tsuzuki/events/scores';
import { dayOf, MediaPicker, type SeedMedia } from './memberMedia.ts';
import { memberTraits, planFavourites, planMemberLists, type MemberTraits } from './memberLists.ts';
import { memberName } from './memberNames.ts';
import { memberCommands, planMembers } from './members.ts';
import { DAY_MS, openedAt } from './history.ts';
import { rng } from './random.ts';

const NOW = new Date('2025-06-01T00:00:00Z');
const NOW_DAY = Math.floor(NOW.getTime() / 86_400_000);

function media(id: number, overrides: Partial<SeedMedia> = {}): SeedMedia {
  const type = overrides.type ?? 'ANIME';
  return {
    id,
    type,
    status: 'FINISHED',
    total: type === 'ANIME' ? 12 : 120,
    volumes: type === 'MANGA' ? 12 : null,
    available: type === 'ANIME' ? 12 : 120,
    startDay: dayOf({ year: 2015, month: 4, day: 1 }),
    average: 70,
    popularity: 1000 + id * 10,
    isFavouriteBlocked: false,
    isAdult: false,
    isLocked: false,
    characters: [id * 10 + 1, id * 10 + 2],
    staff: [id * 10 + 3],
    studios: [id * 10 + 4],
    ...overrides,
  };
}

const catalogue = [
  ...Array.from({ length: 150 }, (_, i) => media(i + 1)),
  ...Array.from({ length: 20 }, (_, i) => media(200 + i, { status: 'RELEASING', total: null, available: 5 })),
  ...Array.from({ length: 10 }, (_, i) => media(300 + i, { status: 'NOT_YET_RELEASED', startDay: null, available: 0, total: null })),
  ...Array.from({ length: 60 }, (_, i) => media(400 + i, { type: 'MANGA' })),
  // One-episode films, popular enough to be drawn: watching one is not having finished it.
  ...Array.from({ length: 10 }, (_, i) => media(500 + i, { total: 1, available: 1, popularity: 20_000 })),
  media(900, { isAdult: true, popularity: 10_000_000 }),
  media(901, { isLocked: true, popularity: 10_000_000 }),
];
const pickers = {
  ANIME: new MediaPicker(catalogue.filter((m) => m.type === 'ANIME')),
  MANGA: new MediaPicker(catalogue.filter((m) => m.type === 'MANGA')),
};

const plan = (userId: number, traits?: Partial<MemberTraits>, sizes = { ANIME: 60, MANGA: 20 }) => {
  const t = { ...memberTraits(rng('member', userId), NOW_DAY), ...traits };
  return { traits: t, ...planMemberLists(rng('member-list', userId), t, pickers, sizes, NOW_DAY) };
};

describe('demo members', () => {
  it('are the same on every run: names, settings, lists and favourites', () => {
    expect(planMembers(50, NOW)).toEqual(planMembers(50, NOW));
    expect(plan(1234)).toEqual(plan(1234));
    expect(plan(1234)).not.toEqual(plan(1235));
  });

  it("have valid, distinct user names, and none is a demo account's", () => {
    const members = planMembers(3000, NOW).filter((m) => m.name !== null);
    const names = members.map((m) => m.name!.toLowerCase());
    expect(new Set(names).size).toBe(3000);
    expect(names).not.toContain('yuki');
    for (const m of members) expect(UserName.safeParse(m.name).success).toBe(true);
    const taken = new Set<string>();
    const r = rng('names');
    for (let i = 0; i < 20_000; i++) memberName(r, taken);
    expect(taken.size).toBe(20_000);
  });

  it("keep progress, scores and dates consistent with each entry's status", () => {
    for (let userId = 1; userId <= 40; userId++) {
      const { traits, entries } = plan(userId);
      expect(new Set(entries.map((e) => e.mediaId)).size).toBe(entries.length);
      for (const e of entries) {
        const m = e.media;
        expect(m.isAdult || m.isLocked).toBe(false);
        if (m.startDay === null) expect(e.status).toBe('PLANNING');
        if (e.status === 'PLANNING')
          expect(e).toMatchObject({ progress: 0, scoreRaw: 0, startedAt: { year: null }, completedAt: { year: null } });
        if (e.status === 'COMPLETED') expect(e.progress).toBe(m.total);
        if (e.status === 'REPEATING') expect(e.repeat).toBeGreaterThanOrEqual(1);
        if (e.status !== 'COMPLETED' && e.status !== 'REPEATING') expect(e.completedAt.year).toBeNull();
        if (m.available !== null && e.status !== 'COMPLETED') expect(e.progress).toBeLessThanOrEqual(m.available);
        if (e.status === 'CURRENT' && m.total !== null) expect(e.progress).toBeLessThanOrEqual(m.total);
        // Watching, paused or dropped a finished title: not at its last episode (else it would be Completed).
        if (e.status !== 'COMPLETED' && m.status === 'FINISHED' && m.total !== null) expect(e.progress).toBeLessThan(m.total);
        if (e.scoreRaw > 0) expect(scoreToRaw(scoreFromRaw(e.scoreRaw, traits.scoreFormat), traits.scoreFormat)).toBe(e.scoreRaw);
        for (const date of [e.startedAt, e.completedAt]) {
          const day = dayOf(date);
          if (day !== null) {
            expect(day).toBeLessThanOrEqual(NOW_DAY);
            expect(day).toBeGreaterThanOrEqual(traits.since);
          }
        }
        const [start, end] = [dayOf(e.startedAt), dayOf(e.completedAt)];
        if (start !== null && end !== null) expect(start).toBeLessThanOrEqual(end);
      }
    }
  });

  it("score around the media's average, shifted by each member's own bias", () => {
    const mean = (bias: number) => {
      const { entries } = plan(77, { scoreBias: bias, scores: true, scoreFormat: 'POINT_100', scoreSpread: 8 }, { ANIME: 150, MANGA: 0 });
      const scored = entries.filter((e) => e.scoreRaw > 0 && e.status !== 'DROPPED');
      expect(scored.length).toBeGreaterThan(50);
      return scored.reduce((sum, e) => sum + e.scoreRaw, 0) / scored.length;
    };
    expect(mean(0)).toBeGreaterThan(63);
    expect(mean(0)).toBeLessThan(77);
    expect(mean(15) - mean(-15)).toBeGreaterThan(22);
    const none = plan(78, { scores: false }).entries;
    expect(none.every((e) => e.scoreRaw === 0)).toBe(true);
  });

  it('spread over the statuses, with rewatches, priorities, custom lists, private entries and favourites', () => {
    const plans = Array.from({ length: 300 }, (_, i) => plan(5000 + i));
    const entries = plans.flatMap((p) => p.entries);
    const statuses = new Set(entries.map((e) => e.status));
    expect([...statuses].sort()).toEqual(['COMPLETED', 'CURRENT', 'DROPPED', 'PAUSED', 'PLANNING', 'REPEATING']);
    expect(entries.some((e) => e.status === 'COMPLETED' && e.repeat > 0)).toBe(true);
    expect(entries.some((e) => e.priority > 0)).toBe(true);
    const edits = plans.flatMap((p) => p.edits);
    expect(edits.some((e) => e.customLists?.length)).toBe(true);
    expect(edits.some((e) => e.private)).toBe(true);
    expect(edits.some((e) => e.progress !== undefined)).toBe(true);
    // Custom lists are the member's own.
    for (const p of plans)
      for (const e of p.edits)
        for (const name of e.customLists ?? []) expect([...p.traits.customLists.ANIME, ...p.traits.customLists.MANGA]).toContain(name);
    const favourites = plans.map((p, i) => planFavourites(rng('member-favourites', 5000 + i), p.entries));
    expect(favourites.filter((f) => f.length > 0).length).toBeGreaterThan(60);
    const kinds = new Set(favourites.flat().map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['animeId', 'characterId', 'mangaId', 'staffId', 'studioId']);
  });

  it("sign up over the site's year, later days likelier, with ids in the order they signed up", () => {
    const members = planMembers(400, NOW).filter((m) => m.name !== null);
    const times = members.map((m) => m.joinedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeGreaterThan(openedAt(NOW));
    expect(times.at(-1)).toBeLessThanOrEqual(NOW.getTime() - 3_600_000);
    const firstHalf = times.filter((t) => t < openedAt(NOW) + 182 * DAY_MS).length;
    expect(firstHalf).toBeGreaterThan(80);
    expect(firstHalf).toBeLessThan(200);
    // The demo accounts signed up at the opening.
    expect(planMembers(0, NOW).map((m) => m.joinedAt)).toEqual([openedAt(NOW) + 60_000, openedAt(NOW) + 120_000]);
  });

  it('bring the list they had at sign-up, then keep it here: every command after the sign-up, each stream in time order', () => {
    const joinedDay = (t: number) => Math.floor(t / DAY_MS);
    const plans = planMembers(120, NOW);
    let saved = 0;
    let imported = 0;
    plans.forEach((p) => {
      const c = memberCommands(p, pickers, NOW);
      const all = [...c.signup, ...c.settings, ...c.lists, ...c.favourites];
      for (const command of all) {
        expect(command.occurredAt!.getTime()).toBeGreaterThanOrEqual(p.joinedAt);
        expect(command.occurredAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }
      for (const steps of [c.lists, c.favourites]) {
        const times = steps.map((x) => x.occurredAt!.getTime());
        expect(times).toEqual([...times].sort((a, b) => a - b));
      }
      const listed = new Map<number, number>();
      for (const command of c.lists) {
        const payload = command.payload as { entries?: ImportedEntry[]; mediaId: number };
        if (command.command === 'ImportMediaList') {
          expect(c.lists.indexOf(command)).toBe(0);
          for (const e of payload.entries!) {
            listed.set(e.mediaId, command.occurredAt!.getTime());
            imported++;
            // What they had done by their sign-up day, or a show they were watching as it aired, a few episodes back.
            const entry = c.entries.find((x) => x.mediaId === e.mediaId)!;
            if (entry.day > joinedDay(p.joinedAt)) {
              expect([entry.status, entry.media.status]).toEqual(['CURRENT', 'RELEASING']);
              expect(dayOf(entry.startedAt)).toBeLessThanOrEqual(joinedDay(p.joinedAt));
              expect(e.progress).toBeLessThanOrEqual(entry.progress);
            }
          }
        } else if (!listed.has(payload.mediaId)) {
          listed.set(payload.mediaId, command.occurredAt!.getTime());
          saved++;
          // Saved on the day it last changed (or, watched as it airs, the day it was started), after the sign-up day.
          const entry = c.entries.find((x) => x.mediaId === payload.mediaId)!;
          const day = command.commandId.endsWith(':start') ? dayOf(entry.startedAt)! : entry.day;
          expect(joinedDay(command.occurredAt!.getTime())).toBe(day);
          expect(day).toBeGreaterThan(joinedDay(p.joinedAt));
        }
      }
      expect(listed.size).toBe(c.entries.length);
      for (const f of c.favourites) {
        const { animeId, mangaId } = f.payload as { animeId?: number; mangaId?: number };
        const id = animeId ?? mangaId;
        if (id !== undefined) expect(f.occurredAt!.getTime()).toBeGreaterThanOrEqual(listed.get(id)!);
      }
    });
    expect(imported).toBeGreaterThan(1000);
    expect(saved).toBeGreaterThan(300);
  });

  it('give the demo accounts with lists favourites of every kind', () => {
    for (const p of planMembers(0, NOW)) {
      const kinds = new Set(memberCommands(p, pickers, NOW).favourites.map((f) => Object.keys(f.payload as object)[0]));
      expect([...kinds].sort()).toEqual(['animeId', 'characterId', 'mangaId', 'staffId', 'studioId']);
    }
  });
});
