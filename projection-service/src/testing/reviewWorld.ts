import { recommendationStream, reviewStream, type DomainEvent, type RecommendationRating, type ReviewRating } from '@tsuzuki/events';
import { seededRandom } from './listActivity.ts';

// Members writing, editing, deleting and voting on reviews, and adding, rating and removing recommendations, as the
// command path writes them (only what the deciders allow: one review per member and media, no vote on one's own
// review, a vote event only when the vote changes and naming the one it replaces, one entry per pair of media of one
// type), generated without the command-service: for the projection tests (thousands of random events, checked
// against this model) and the reviews benchmark's log.

export interface WorldReview {
  author: number;
  mediaId: number;
  private: boolean;
  votes: Map<number, Exclude<ReviewRating, 'NO_VOTE'>>;
}

export interface WorldRecommendation {
  id: number;
  mediaId: number;
  other: number;
  author: number;
  ratings: Map<number, Exclude<RecommendationRating, 'NO_RATING'>>;
}

export interface ReviewAppend {
  stream: string;
  events: DomainEvent[];
}

/** Long enough for the review rules, short enough for a million events. */
const BODY = 'An even-handed look at pacing, cast and ending. '.repeat(46);

export class ReviewWorld {
  /** Live reviews by id (deleted ones leave). */
  readonly reviews = new Map<number, WorldReview>();
  /** Live recommendations by pair key ("low_high"). */
  readonly recommendations = new Map<string, WorldRecommendation>();
  private readonly reviewIds: number[] = [];
  private readonly reviewed = new Set<string>();
  private readonly pairs: string[] = [];
  private nextReview: number;
  private nextRecommendation: number;
  private readonly random: () => number;

  /**
   * `media` ids 1..media are anime, media+1..2·media manga (recommendations pair within a type). The first member is
   * a community moderator: they may see, vote on and delete any review.
   */
  constructor(
    private readonly users: number,
    private readonly media: number,
    seed: number,
    firstId = 1,
  ) {
    this.random = seededRandom(seed);
    this.nextReview = firstId;
    this.nextRecommendation = firstId;
  }

  private int(n: number): number {
    return Math.floor(this.random() * n);
  }
  private user(): number {
    return 1 + this.int(this.users);
  }
  private pickMedia(type = this.int(2)): number {
    return 1 + this.int(this.media) + type * this.media;
  }
  private removeAt<T>(list: T[], item: T): void {
    const at = list.indexOf(item);
    list[at] = list[list.length - 1]!;
    list.pop();
  }

  /** The next valid command's events, or null when the dice named something the rules refuse. */
  next(): ReviewAppend | null {
    const roll = this.random();
    const actor = this.user();
    if (roll < 0.1 || this.reviewIds.length === 0) return this.write(actor);
    if (roll < 0.5) {
      const id = this.reviewIds[this.int(this.reviewIds.length)]!;
      const r = this.reviews.get(id)!;
      const about = { reviewId: id, authorId: r.author, mediaId: r.mediaId };
      if (roll < 0.14) {
        if (actor !== r.author && actor !== 1) return null;
        r.private = this.random() < 0.2;
        const content = { summary: `Second thoughts on media ${r.mediaId}`, body: BODY, score: this.int(101), private: r.private };
        return { stream: reviewStream(id), events: [{ type: 'ReviewEdited', data: { ...about, editorId: actor, ...content } }] };
      }
      if (roll < 0.16) {
        if (actor !== r.author && actor !== 1) return null;
        this.reviews.delete(id);
        this.removeAt(this.reviewIds, id);
        this.reviewed.delete(`${r.author}:${r.mediaId}`);
        return { stream: reviewStream(id), events: [{ type: 'ReviewDeleted', data: { ...about, deletedBy: actor } }] };
      }
      if (actor === r.author || (r.private && actor !== 1)) return null;
      const previous = r.votes.get(actor) ?? 'NO_VOTE';
      const rating = (['UP_VOTE', 'UP_VOTE', 'DOWN_VOTE', 'NO_VOTE'] as const)[this.int(4)]!;
      if (rating === previous) return null;
      if (rating === 'NO_VOTE') r.votes.delete(actor);
      else r.votes.set(actor, rating);
      return { stream: reviewStream(id), events: [{ type: 'ReviewRated', data: { ...about, userId: actor, rating, previous } }] };
    }
    return this.recommend(actor, roll);
  }

  private write(actor: number): ReviewAppend | null {
    const mediaId = this.pickMedia();
    if (this.reviewed.has(`${actor}:${mediaId}`)) return null;
    const id = this.nextReview++;
    const isPrivate = this.random() < 0.1;
    this.reviews.set(id, { author: actor, mediaId, private: isPrivate, votes: new Map() });
    this.reviewIds.push(id);
    this.reviewed.add(`${actor}:${mediaId}`);
    return {
      stream: reviewStream(id),
      events: [
        {
          type: 'ReviewWritten',
          data: {
            reviewId: id,
            userId: actor,
            mediaId,
            mediaType: mediaId > this.media ? 'MANGA' : 'ANIME',
            summary: `What media ${mediaId} does well and badly`,
            body: BODY,
            score: this.int(101),
            private: isPrivate,
          },
        },
      ],
    };
  }

  private recommend(actor: number, roll: number): ReviewAppend | null {
    if (roll < 0.6 || this.pairs.length === 0) {
      const type = this.int(2);
      const [a, b] = [this.pickMedia(type), this.pickMedia(type)];
      const key = `${Math.min(a, b)}_${Math.max(a, b)}`;
      if (a === b || this.recommendations.has(key)) return null;
      const id = this.nextRecommendation++;
      this.recommendations.set(key, { id, mediaId: a, other: b, author: actor, ratings: new Map([[actor, 'RATE_UP']]) });
      this.pairs.push(key);
      const pair = { recommendationId: id, mediaId: a, mediaRecommendationId: b };
      return {
        stream: recommendationStream(a, b),
        events: [
          { type: 'RecommendationAdded', data: { ...pair, userId: actor } },
          { type: 'RecommendationRated', data: { ...pair, userId: actor, rating: 'RATE_UP', previous: 'NO_RATING' } },
        ],
      };
    }
    const key = this.pairs[this.int(this.pairs.length)]!;
    const rec = this.recommendations.get(key)!;
    const pair = { recommendationId: rec.id, mediaId: rec.mediaId, mediaRecommendationId: rec.other };
    if (roll < 0.97) {
      const previous = rec.ratings.get(actor) ?? 'NO_RATING';
      const rating = (['RATE_UP', 'RATE_UP', 'RATE_DOWN', 'NO_RATING'] as const)[this.int(4)]!;
      if (rating === previous) return null;
      if (rating === 'NO_RATING') rec.ratings.delete(actor);
      else rec.ratings.set(actor, rating);
      return {
        stream: recommendationStream(rec.mediaId, rec.other),
        events: [{ type: 'RecommendationRated', data: { ...pair, userId: actor, rating, previous } }],
      };
    }
    if (actor !== rec.author && actor !== 1) return null;
    this.recommendations.delete(key);
    this.removeAt(this.pairs, key);
    return {
      stream: recommendationStream(rec.mediaId, rec.other),
      events: [{ type: 'RecommendationDeleted', data: { ...pair, userId: rec.author, deletedBy: actor } }],
    };
  }
}

/** A review's expected counts: up votes, and all votes. */
export const reviewCounts = (r: WorldReview) => ({
  rating: [...r.votes.values()].filter((v) => v === 'UP_VOTE').length,
  amount: r.votes.size,
});
/** A recommendation's expected rating: up votes minus down votes. */
export const recommendationRating = (r: WorldRecommendation) => [...r.ratings.values()].reduce((s, v) => s + (v === 'RATE_UP' ? 1 : -1), 0);
