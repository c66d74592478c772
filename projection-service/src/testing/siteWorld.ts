import {
  characterStream,
  mediaListStream,
  mediaStream,
  reviewStream,
  staffStream,
  studioStream,
  userStream,
  type DomainEvent,
  type MediaListStatus,
  type MediaType,
} from '@tsuzuki/events';
import { characterAdded, mediaAdded, staffAdded, studioAdded } from './fixtures.ts';
import { ListActivity, seededRandom, type ListedMedia } from './listActivity.ts';

// A site's log over `days` days, for the statistics tests and the analysts' benchmark: the catalogue on the first
// day, members signing up over the first half, their list activity (testing/listActivity.ts) day after day, reviews
// written and some deleted, a few media deleted or merged, and some sign-ups and reviews appended at the end of the
// log with their earlier dates (an import of another site's accounts), so that log order and time disagree. The
// world keeps what really happened by date, for tests to compare the statistics with (`truth`).

export interface WorldEvent {
  stream: string;
  event: DomainEvent;
  occurredAt: string;
}

export interface SiteWorldOptions {
  seed?: number;
  /** First day (yyyy-mm-dd, UTC). */
  start: string;
  days: number;
  members: number;
  media: number;
  listEvents: number;
  /** Reviews written, about one in `listEvents / reviews` steps. */
  reviews: number;
  /** Keep the per-day truth (status counts per day walk every list: for test-sized worlds only). */
  truth?: boolean;
}

export interface DayTruth {
  /** Entries per type and status at the end of the day. */
  entries: Record<MediaType, Record<MediaListStatus, number>>;
  active: { ANIME: number; MANGA: number; ALL: number };
  changes: { ANIME: number; MANGA: number };
}

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export class SiteWorld {
  readonly catalogue: ListedMedia[];
  /** yyyy-mm-dd → what stood at that day's end (with `truth`). */
  readonly truth = new Map<string, DayTruth>();
  private readonly entityDays: { subject: string; day: string; delta: number }[] = [];
  private readonly activity: ListActivity;

  constructor(readonly options: SiteWorldOptions) {
    this.catalogue = Array.from({ length: options.media }, (_, i) => ({ id: i + 1, type: i % 4 === 3 ? 'MANGA' : 'ANIME' }));
    this.activity = new ListActivity(this.catalogue, options.seed ?? 1);
  }

  /** Every event in log order. */
  *events(): Generator<WorldEvent> {
    const o = this.options;
    const random = seededRandom((o.seed ?? 1) * 31 + 7);
    const t0 = Date.parse(`${o.start}T00:00:00.000Z`);
    const at = (ms: number) => new Date(ms).toISOString();
    const first = at(t0 + 3_600_000);
    const entity = (subject: string, ms: number, delta = 1) => this.entityDays.push({ subject, day: day(ms), delta });
    for (const m of this.catalogue) {
      const added =
        m.type === 'MANGA'
          ? mediaAdded(
              m.id,
              { format: 'MANGA', episodes: null, duration: null, chapters: 120, season: null, seasonYear: null, airingSchedule: [] },
              'MANGA',
            )
          : mediaAdded(m.id, { airingSchedule: [] });
      yield { stream: mediaStream(m.id), event: added, occurredAt: first };
      entity(m.type === 'MANGA' ? 'manga' : 'anime', t0);
    }
    const people = Math.max(1, Math.round(o.media / 2));
    for (let id = 1; id <= people; id++) {
      yield { stream: characterStream(id), event: characterAdded(id), occurredAt: first };
      yield { stream: staffStream(id), event: staffAdded(id), occurredAt: first };
      entity('characters', t0);
      entity('staff', t0);
    }
    for (let id = 1; id <= Math.max(1, Math.round(o.media / 20)); id++) {
      yield { stream: studioStream(id), event: studioAdded(id), occurredAt: first };
      entity('studios', t0);
    }

    // Members sign up over the first half of the period; one in twenty is imported late (appended at the end).
    const span = o.days * DAY_MS;
    const late: WorldEvent[] = [];
    const signedUp: number[] = [];
    const signUpAt = (id: number) => t0 + Math.floor(((id - 1) / o.members) * (span / 2)) + 60_000;
    let nextMember = 1;
    const removable: { reviewId: number; authorId: number; mediaId: number }[] = [];
    let reviewId = 0;
    let removedMedia = 0;
    const reviewEvery = o.reviews > 0 ? Math.max(1, Math.floor(o.listEvents / o.reviews)) : Infinity;
    let lastDay = day(t0);
    const active = { ANIME: new Set<number>(), MANGA: new Set<number>(), ALL: new Set<number>() };
    const changes = { ANIME: 0, MANGA: 0 };
    const closeDay = (d: string) => {
      if (!o.truth) return;
      this.truth.set(d, {
        entries: this.entries(),
        active: { ANIME: active.ANIME.size, MANGA: active.MANGA.size, ALL: active.ALL.size },
        changes: { ...changes },
      });
      for (const s of Object.values(active)) s.clear();
      changes.ANIME = changes.MANGA = 0;
    };

    for (let i = 0; i < o.listEvents; i++) {
      const ms = t0 + 7_200_000 + Math.floor(((span - 7_200_000 - 1) * i) / o.listEvents);
      while (nextMember <= o.members && signUpAt(nextMember) <= ms) {
        const id = nextMember++;
        const e: WorldEvent = {
          stream: userStream(id),
          event: { type: 'UserSignedUp', data: { userId: id, name: `member_${id}` } },
          occurredAt: at(signUpAt(id)),
        };
        if (id % 20 === 0) late.push(e);
        else yield e;
        signedUp.push(id);
        entity('users', signUpAt(id));
      }
      const d = day(ms);
      while (lastDay < d) {
        closeDay(lastDay);
        lastDay = day(Date.parse(`${lastDay}T00:00:00.000Z`) + DAY_MS);
      }
      const userId = signedUp[Math.floor(random() * signedUp.length)]!;
      const event = this.activity.next(userId);
      yield { stream: mediaListStream(userId), event, occurredAt: at(ms) };
      const type = event.data.mediaType;
      active[type].add(userId);
      active.ALL.add(userId);
      changes[type] += 1;

      if (i % reviewEvery === reviewEvery - 1) {
        const media = this.catalogue[Math.floor(random() * this.catalogue.length)]!;
        const id = ++reviewId;
        const e: WorldEvent = {
          stream: reviewStream(id),
          event: {
            type: 'ReviewWritten',
            data: {
              reviewId: id,
              userId,
              mediaId: media.id,
              mediaType: media.type,
              summary: 'A fine show with a slow start',
              body: 'Long enough body. '.repeat(120),
              score: 70,
              private: false,
            },
          },
          occurredAt: at(ms),
        };
        if (id % 25 === 0) late.push(e);
        else {
          yield e;
          removable.push({ reviewId: id, authorId: userId, mediaId: media.id });
        }
        entity('reviews', ms);
      }
      // Now and then an author deletes a review, and a data moderator removes a media (deleted or merged).
      if (removable.length > 0 && random() < o.reviews / o.listEvents / 10) {
        const r = removable.splice(Math.floor(random() * removable.length), 1)[0]!;
        yield {
          stream: reviewStream(r.reviewId),
          event: { type: 'ReviewDeleted', data: { ...r, deletedBy: r.authorId } },
          occurredAt: at(ms),
        };
        entity('reviews', ms, -1);
      }
      if (i > o.listEvents / 2 && removedMedia < Math.floor(o.media / 100) && random() < 20 / o.listEvents) {
        // The last titles of the catalogue: members seldom list them (the picker favours the first).
        const m = this.catalogue[this.catalogue.length - 1 - removedMedia++]!;
        const event: DomainEvent =
          removedMedia % 2 === 0
            ? { type: 'MediaMerged', data: { mediaId: m.id, intoMediaId: 1, title: `Title ${m.id}`, reason: 'Duplicate entry' } }
            : { type: 'MediaDeleted', data: { mediaId: m.id, title: `Title ${m.id}`, reason: 'Not an anime' } };
        yield { stream: mediaStream(m.id), event, occurredAt: at(ms) };
        entity(m.type === 'MANGA' ? 'manga' : 'anime', ms, -1);
      }
    }
    closeDay(lastDay);
    yield* late;
  }

  private entries(): Record<MediaType, Record<MediaListStatus, number>> {
    const zero = () => ({ CURRENT: 0, PLANNING: 0, COMPLETED: 0, DROPPED: 0, PAUSED: 0, REPEATING: 0 });
    const out = { ANIME: zero(), MANGA: zero() };
    for (let userId = 1; userId <= this.options.members; userId++) {
      for (const e of this.activity.entriesOf(userId)) out[e.media.type][e.status] += 1;
    }
    return out;
  }

  /** Entities per subject at the end of `d` (by the events' dates, wherever they stand in the log). */
  countsAt(d: string): Record<string, number> {
    const out: Record<string, number> = {};
    for (const e of this.entityDays) if (e.day <= d) out[e.subject] = (out[e.subject] ?? 0) + e.delta;
    return out;
  }
}
