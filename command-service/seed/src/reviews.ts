// The demo members' reviews and recommendations, through the same commands a member's browser sends: a few members
// review titles they completed (scored as they scored the entry, some kept private), others vote on those reviews,
// and members recommend pairs of titles they rated highly, which other members rate up or down. Backdated over the
// last year. Drawn from generators seeded by member ids and the lists the member seed gave them; command ids derive
// from those keys, so a second run appends nothing. Review and recommendation ids follow the plan's order.
import type { Actor } from '@tsuzuki/events';
import type { SeedData } from './dataset.ts';
import { planMemberLists, type PlannedEntry } from './memberLists.ts';
import { pickersFor, planMembers, type MemberCommandRunner } from './members.ts';
import { momentAfter } from './history.ts';
import { interleave, sendBatches, type SeedCommand } from './batches.ts';
import { rng, type Random } from './random.ts';
import { reviewBody, reviewSummary } from './reviewTexts.ts';

export interface ReviewSeedOptions {
  now: Date;
  /** Generated members (as seedMembers got). */
  count: number;
  log?: (line: string) => void;
}

export interface ReviewSeedCounts {
  commands: number;
  reviews: number;
  votes: number;
  recommendations: number;
  ratings: number;
}

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 365;
const member = (id: number): Actor => ({ kind: 'user', id, moderatorRoles: [], donatorTier: 0 });

interface PlannedReview {
  key: string;
  authorId: number;
  entry: PlannedEntry;
  at: number;
  isPrivate: boolean;
  voters: [number, 'UP_VOTE' | 'DOWN_VOTE', number][];
}
interface RecommendationAct {
  userId: number;
  mediaId: number;
  otherId: number;
  rating: 'RATE_UP' | 'RATE_DOWN';
  at: number;
}

const later = (r: Random, at: number, now: number) => Math.min(now, at + Math.floor(r.float() * Math.max(1, now - at)));

export async function seedReviews(bus: MemberCommandRunner, data: SeedData, opts: ReviewSeedOptions): Promise<ReviewSeedCounts> {
  const log = opts.log ?? (() => undefined);
  const now = opts.now.getTime();
  const nowDay = Math.floor(now / DAY_MS);
  const started = Date.now();
  const media = new Map(data.media.map((m) => [m.mediaId, m]));
  const pickers = pickersFor(data, opts.now);
  const plans = planMembers(opts.count, opts.now);
  const everyone = plans.map((p) => p.userId);
  // Nobody reviews, votes or rates before signing up, nor reviews a title before it is on their list (history.ts).
  const joined = new Map(plans.map((p) => [p.userId, p.joinedAt]));
  const after = (userId: number, at: number) => Math.max(at, joined.get(userId)! + 600_000);
  const counts: ReviewSeedCounts = { commands: 0, reviews: 0, votes: 0, recommendations: 0, ratings: 0 };
  const command = (name: string, payload: unknown, actorId: number, commandId: string, at: number): SeedCommand => ({
    command: name,
    payload,
    actor: member(actorId),
    commandId,
    occurredAt: new Date(at),
  });
  const send = (commands: SeedCommand[]) => {
    counts.commands += commands.length;
    return sendBatches(bus, commands);
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
      const at = momentAfter(r, after(plan.userId, (entry.day + 1) * DAY_MS), now, HISTORY_DAYS * DAY_MS);
      const voters = r.sample(
        everyone.filter((id) => id !== plan.userId),
        r.longTail(2, 1, 24) - 2,
      );
      const helpful = 0.45 + r.float() * 0.5;
      reviews.push({
        key: `${plan.userId}:${entry.mediaId}`,
        authorId: plan.userId,
        entry,
        at,
        isPrivate: r.chance(0.08),
        voters: voters
          .map((id): [number, 'UP_VOTE' | 'DOWN_VOTE', number] => [
            id,
            r.chance(helpful) ? 'UP_VOTE' : 'DOWN_VOTE',
            later(r, after(id, at), now),
          ])
          .sort((x, y) => x[2] - y[2]),
      });
    }
    const liked = entries.filter((e) => e.status === 'COMPLETED' && e.scoreRaw >= 70 && !media.get(e.mediaId)!.isRecommendationBlocked);
    for (let i = 0; i < recommends && liked.length >= 2; i++) {
      const [a, b] = r.sample(liked, 2) as [PlannedEntry, PlannedEntry];
      if (a.media.type !== b.media.type) continue;
      const at = momentAfter(r, after(plan.userId, (Math.max(a.day, b.day) + 1) * DAY_MS), now, HISTORY_DAYS * DAY_MS);
      acts.push({ userId: plan.userId, mediaId: a.mediaId, otherId: b.mediaId, rating: 'RATE_UP', at });
      // Other members agree or not.
      for (const userId of r.sample(everyone, r.longTail(1, 1.4, 8) - 1)) {
        acts.push({
          userId,
          mediaId: b.mediaId,
          otherId: a.mediaId,
          rating: r.chance(0.75) ? 'RATE_UP' : 'RATE_DOWN',
          at: later(r, after(userId, at), now),
        });
      }
    }
  }

  // The reviews in plan order (their ids follow it), then the votes: a review's are its stream, in order.
  const written = await send(
    reviews.map((p) => {
      const m = media.get(p.entry.mediaId)!;
      const text = rng('seed-review-text', p.key);
      const subject = { title: m.title.romaji, type: m.type, genre: m.genres[0] ?? null, score: p.entry.scoreRaw || 50 };
      return command(
        'SaveReview',
        {
          mediaId: m.mediaId,
          summary: reviewSummary(text, subject),
          body: reviewBody(text, subject),
          score: subject.score,
          private: p.isPrivate,
        },
        p.authorId,
        `seed:review:${p.key}`,
        p.at,
      );
    }),
  );
  counts.reviews = reviews.length;
  // Only the author and moderators see a private review: nobody votes on it.
  const votes = reviews.map((p, k) =>
    (p.isPrivate ? [] : p.voters).map(([voterId, rating, at]) =>
      command('RateReview', { reviewId: written[k]!.ids.reviewId, rating }, voterId, `seed:review:${p.key}:vote:${voterId}`, at),
    ),
  );
  await send(interleave(votes));
  counts.votes = votes.reduce((n, v) => n + v.length, 0);

  // A pair of media is one stream, rated in time order: the first up vote adds the entry, the rest rate it.
  const byPair = new Map<string, RecommendationAct[]>();
  for (const act of acts) {
    const key = `${Math.min(act.mediaId, act.otherId)}_${Math.max(act.mediaId, act.otherId)}`;
    const list = byPair.get(key) ?? byPair.set(key, []).get(key)!;
    if (!list.some((x) => x.userId === act.userId)) list.push(act);
  }
  const pairs = [...byPair].map(([key, list]) => {
    const rated = list.sort((x, y) => x.at - y.at);
    const first = rated.findIndex((act) => act.rating === 'RATE_UP');
    return first < 0
      ? []
      : rated
          .slice(first)
          .map((act) =>
            command(
              'SaveRecommendation',
              { mediaId: act.mediaId, mediaRecommendationId: act.otherId, rating: act.rating },
              act.userId,
              `seed:recommendation:${key}:${act.userId}`,
              act.at,
            ),
          );
  });
  await send(interleave(pairs));
  counts.recommendations = pairs.filter((p) => p.length).length;
  counts.ratings = pairs.reduce((n, p) => n + Math.max(0, p.length - 1), 0);
  log(
    `seed: reviews done in ${((Date.now() - started) / 1000).toFixed(1)}s: ${counts.reviews} reviews, ${counts.votes} votes, ` +
      `${counts.recommendations} recommendations, ${counts.ratings} ratings (${counts.commands} commands)`,
  );
  return counts;
}
