// The demo members' reviews and recommendations, through the same commands a member's browser sends: a few members
// review titles they completed (scored as they scored the entry, some kept private), others vote on those reviews,
// and members recommend pairs of titles they rated highly, which other members rate up or down. Backdated over the
// last year. Drawn from generators seeded by member ids and the lists the member seed gave them; command ids derive
// from those keys, so a second run appends nothing. Review and recommendation ids depend on the order commands ran in.
import type { Actor } from '@tsuzuki/events';
import type { SeedData } from './dataset.ts';
import { MediaPicker, seedMedia } from './memberMedia.ts';
import { planMemberLists, type PlannedEntry } from './memberLists.ts';
import { planMembers, type MemberCommandRunner } from './members.ts';
import { rng, type Random } from './random.ts';
import { reviewBody, reviewSummary } from './reviewTexts.ts';

export interface ReviewSeedOptions {
  now: Date;
  /** Generated members (as seedMembers got). */
  count: number;
  concurrency?: number;
  log?: (line: string) => void;
}

export interface ReviewSeedCounts { commands: number; reviews: number; votes: number; recommendations: number; ratings: number }

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 365;
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });

interface PlannedReview { key: string; authorId: number; entry: PlannedEntry; at: number; isPrivate: boolean; voters: [number, 'UP_VOTE' | 'DOWN_VOTE', number][] }
interface RecommendationAct { userId: number; mediaId: number; otherId: number; rating: 'RATE_UP' | 'RATE_DOWN'; at: number }

/** Runs `tasks` with `concurrency` in flight; stops at the first failure. */
async function runAll(tasks: (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  let failed: unknown = null;
  const worker = async () => {
    while (failed === null && next < tasks.length) await tasks[next++]!().catch((err: unknown) => void (failed = err));
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  if (failed !== null) throw failed;
}

const later = (r: Random, at: number, now: number) => at + Math.floor(r.float() * Math.max(1, now - at));

export async function seedReviews(bus: MemberCommandRunner, data: SeedData, opts: ReviewSeedOptions): Promise<ReviewSeedCounts> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now.getTime();
  const nowDay = Math.floor(now / DAY_MS);
  const started = Date.now();
  const media = new Map(data.media.map((m) => [m.mediaId, m]));
  const catalogue = seedMedia(data, opts.now);
  const pickers = { ANIME: new MediaPicker(catalogue.filter((m) => m.type === 'ANIME')), MANGA: new MediaPicker(catalogue.filter((m) => m.type === 'MANGA')) };
  const plans = planMembers(opts.count, opts.now);
  const everyone = plans.map((p) => p.userId);
  const counts: ReviewSeedCounts = { commands: 0, reviews: 0, votes: 0, recommendations: 0, ratings: 0 };
  const run = (name: string, payload: unknown, actorId: number, commandId: string, at: number) => {
    counts.commands++;
    return bus.execute(name, payload, { actor: member(actorId), commandId, occurredAt: new Date(at) }) as Promise<{ ids: Record<string, number> }>;
  };

  const reviews: PlannedReview[] = [];
  const acts: RecommendationAct[] = [];
  for (const plan of plans) {
    const r = rng('seed-reviews', plan.userId);
    const demo = plan.userId <= 2;
    const writes = demo ? 3 - plan.userId + 1 : r.chance(0.1) ? Math.min(3, r.longTail(1, 2, 3)) : 0;
    const recommends = demo ? 3 : r.chance(0.12) ? r.int(1, 3) : 0;
    if (!writes && !recommends) continue;
    // The member's list exactly as the member seed imported it.
    const { entries } = planMemberLists(rng('member-list', plan.userId), plan.traits, pickers, plan.sizes, nowDay);
    const completed = entries.filter((e) => e.status === 'COMPLETED' && !media.get(e.mediaId)!.isReviewBlocked);
    for (const entry of r.sample(completed, writes)) {
      const at = now - Math.floor(r.float() * HISTORY_DAYS * DAY_MS);
      const voters = r.sample(everyone.filter((id) => id !== plan.userId), r.longTail(2, 1, 24) - 2);
      const helpful = 0.45 + r.float() * 0.5;
      reviews.push({
        key: `${plan.userId}:${entry.mediaId}`, authorId: plan.userId, entry, at, isPrivate: r.chance(0.08),
        voters: voters.map((id) => [id, r.chance(helpful) ? 'UP_VOTE' : 'DOWN_VOTE', later(r, at, now)]),
      });
    }
    const liked = entries.filter((e) => e.status === 'COMPLETED' && e.scoreRaw >= 70 && !media.get(e.mediaId)!.isRecommendationBlocked);
    for (let i = 0; i < recommends && liked.length >= 2; i++) {
      const [a, b] = r.sample(liked, 2) as [PlannedEntry, PlannedEntry];
      if (a.media.type !== b.media.type) continue;
      const at = now - Math.floor(r.float() * HISTORY_DAYS * DAY_MS);
      acts.push({ userId: plan.userId, mediaId: a.mediaId, otherId: b.mediaId, rating: 'RATE_UP', at });
      // Other members agree or not.
      for (const userId of r.sample(everyone, r.longTail(1, 1.4, 8) - 1)) {
        acts.push({ userId, mediaId: b.mediaId, otherId: a.mediaId, rating: r.chance(0.75) ? 'RATE_UP' : 'RATE_DOWN', at: later(r, at, now) });
      }
    }
  }

  // One task per review: it is written, then voted on, in its own stream.
  await runAll(reviews.map((p) => async () => {
    const m = media.get(p.entry.mediaId)!;
    const text = rng('seed-review-text', p.key);
    const subject = { title: m.title.romaji, type: m.type, genre: m.genres[0] ?? null, score: p.entry.scoreRaw || 50 };
    const { ids } = await run('SaveReview', {
      mediaId: m.mediaId, summary: reviewSummary(text, subject), body: reviewBody(text, subject), score: subject.score, private: p.isPrivate,
    }, p.authorId, `seed:review:${p.key}`, p.at);
    counts.reviews++;
    // Only the author and moderators see a private review: nobody votes on it.
    for (const [voterId, rating, at] of p.isPrivate ? [] : p.voters) {
      await run('RateReview', { reviewId: ids.reviewId, rating }, voterId, `seed:review:${p.key}:vote:${voterId}`, at);
      counts.votes++;
    }
  }), opts.concurrency ?? 8);

  // One task per pair of media (its stream), in time order: the first up vote adds the entry, the rest rate it.
  const byPair = new Map<string, RecommendationAct[]>();
  for (const act of acts) {
    const key = `${Math.min(act.mediaId, act.otherId)}_${Math.max(act.mediaId, act.otherId)}`;
    const list = byPair.get(key) ?? byPair.set(key, []).get(key)!;
    if (!list.some((x) => x.userId === act.userId)) list.push(act);
  }
  await runAll([...byPair].map(([key, list]) => async () => {
    let exists = false;
    for (const act of list.sort((x, y) => x.at - y.at)) {
      if (!exists && act.rating !== 'RATE_UP') continue;
      await run('SaveRecommendation', { mediaId: act.mediaId, mediaRecommendationId: act.otherId, rating: act.rating }, act.userId,
        `seed:recommendation:${key}:${act.userId}`, act.at);
      if (exists) counts.ratings++;
      else counts.recommendations++;
      exists = true;
    }
  }), opts.concurrency ?? 8);
  log(`seed: reviews done in ${((Date.now() - started) / 1000).toFixed(1)}s: ${counts.reviews} reviews, ${counts.votes} votes, `
    + `${counts.recommendations} recommendations, ${counts.ratings} ratings (${counts.commands} commands)`);
  return counts;
}
