import { characterStream, mediaStream, newEvent, staffStream, studioStream, type DomainEvent } from '@tsuzuki/events';
import { seededRandom } from './listActivity.ts';

// Members submitting edits and new media, data moderators accepting (all or some fields) and rejecting them, editing
// directly and deleting media, as the command path writes them (ADR 22: a submission in the stream of what it is
// about, a decision with its change, `before` what the media held then), generated without the command-service. The
// world also counts what the edits read model must hold: for the projection test's recount.

export interface EditAppend {
  stream: string;
  events: DomainEvent[];
  actorId: number | null;
}

export interface ExpectedSubmission {
  id: number;
  object_type: string;
  object_id: number;
  user_id: number;
  status: string;
  accepted_fields: string[] | null;
  moderator_id: number | null;
}

export interface ExpectedRevision {
  object_type: string;
  object_id: number;
  action: string;
  user_id: number | null;
  moderator_id: number | null;
  submission_id: number | null;
  fields: string[];
}

interface Pending {
  id: number;
  userId: number;
  changes: Record<string, unknown>;
  isNew: boolean;
}

type Kind = 'MEDIA' | 'CHARACTER' | 'STAFF';

const MODERATOR = 900;

export class EditWorld {
  readonly submissions = new Map<number, ExpectedSubmission>();
  readonly revisions: ExpectedRevision[] = [];
  /** Field values per object, as the aggregates hold them. */
  private readonly media = new Map<number, { episodes: number | null; duration: number | null; synonyms: string[]; removed: boolean }>();
  private readonly people = new Map<string, { age: number | null; homeTown: string | null }>();
  private readonly pending = new Map<string, Pending[]>();
  private nextSubmission = 1;
  private nextMedia: number;
  private readonly random: () => number;

  constructor(
    private readonly mediaCount: number,
    private readonly peopleCount: number,
    seed: number,
  ) {
    this.random = seededRandom(seed);
    this.nextMedia = mediaCount + 1;
  }

  private int(n: number): number {
    return Math.floor(this.random() * n);
  }

  /** The catalogue the edits are about, added by an importer (not history). */
  *catalogue(): Generator<EditAppend> {
    for (let id = 1; id <= this.mediaCount; id++) {
      this.media.set(id, { episodes: 12, duration: 24, synonyms: [], removed: false });
      yield { stream: mediaStream(id), actorId: null, events: [newEvent('MediaAdded', mediaAddedData(id))] };
    }
    for (let id = 1; id <= this.peopleCount; id++) {
      this.people.set(`CHARACTER:${id}`, { age: null, homeTown: null });
      this.people.set(`STAFF:${id}`, { age: null, homeTown: null });
    }
  }

  /** One random step, or null when the step drawn has nothing to act on. */
  next(): EditAppend | null {
    const roll = this.random();
    if (roll < 0.35) return this.submit();
    if (roll < 0.4) return this.submitNew();
    if (roll < 0.65) return this.decide(true);
    if (roll < 0.8) return this.decide(false);
    if (roll < 0.97) return this.directEdit();
    return this.remove();
  }

  private liveMedia(): number | null {
    const ids = [...this.media].filter(([, m]) => !m.removed).map(([id]) => id);
    return ids.length ? ids[this.int(ids.length)]! : null;
  }

  private mediaChanges(id: number): { changes: Record<string, unknown>; before: Record<string, unknown> } {
    const m = this.media.get(id)!;
    const proposed: Record<string, unknown> = {};
    if (this.random() < 0.7) proposed.episodes = 1 + this.int(30);
    if (this.random() < 0.4) proposed.duration = 10 + this.int(20);
    if (this.random() < 0.3) proposed.synonyms = [`Alt ${this.int(5)}`];
    return diff(m as unknown as Record<string, unknown>, proposed);
  }

  private submit(): EditAppend | null {
    const kind: Kind = (['MEDIA', 'MEDIA', 'CHARACTER', 'STAFF'] as const)[this.int(4)]!;
    const userId = 1 + this.int(8);
    const id = this.nextSubmission;
    if (kind === 'MEDIA') {
      const mediaId = this.liveMedia();
      if (mediaId === null) return null;
      const { changes, before } = this.mediaChanges(mediaId);
      if (!Object.keys(changes).length) return null;
      this.nextSubmission++;
      this.hold(`MEDIA:${mediaId}`, { id, userId, changes, isNew: false });
      this.expectSubmission(id, 'MEDIA', mediaId, userId);
      return {
        stream: mediaStream(mediaId),
        actorId: userId,
        events: [
          newEvent('SubmissionCreated', {
            submissionId: id,
            userId,
            source: null,
            objectType: 'MEDIA',
            objectId: mediaId,
            mediaType: 'ANIME',
            isNew: false,
            changes,
            before,
          } as never),
        ],
      };
    }
    const objectId = 1 + this.int(this.peopleCount);
    const person = this.people.get(`${kind}:${objectId}`)!;
    const { changes, before } = diff(person, kind === 'CHARACTER' ? { age: `${10 + this.int(30)}` } : { homeTown: `Town ${this.int(6)}` });
    if (!Object.keys(changes).length) return null;
    this.nextSubmission++;
    this.hold(`${kind}:${objectId}`, { id, userId, changes, isNew: false });
    this.expectSubmission(id, kind, objectId, userId);
    return {
      stream: kind === 'CHARACTER' ? characterStream(objectId) : staffStream(objectId),
      actorId: userId,
      events: [
        newEvent('SubmissionCreated', {
          submissionId: id,
          userId,
          source: 'wiki',
          objectType: kind,
          objectId,
          mediaType: null,
          isNew: false,
          changes,
          before,
        } as never),
      ],
    };
  }

  private submitNew(): EditAppend {
    const userId = 1 + this.int(8);
    const id = this.nextSubmission++;
    const mediaId = this.nextMedia++;
    const changes = { title: { romaji: `New ${mediaId}`, english: null, native: null }, episodes: 1 + this.int(24) };
    this.hold(`MEDIA:${mediaId}`, { id, userId, changes, isNew: true });
    this.expectSubmission(id, 'MEDIA', mediaId, userId);
    return {
      stream: mediaStream(mediaId),
      actorId: userId,
      events: [
        newEvent('SubmissionCreated', {
          submissionId: id,
          userId,
          source: null,
          objectType: 'MEDIA',
          objectId: mediaId,
          mediaType: 'MANGA',
          isNew: true,
          changes,
          before: {},
        } as never),
      ],
    };
  }

  private decide(acceptIt: boolean): EditAppend | null {
    const keys = [...this.pending].filter(([, list]) => list.length).map(([key]) => key);
    if (!keys.length) return null;
    const key = keys[this.int(keys.length)]!;
    const list = this.pending.get(key)!;
    const pending = list.splice(this.int(list.length), 1)[0]!;
    const [kind, idText] = key.split(':') as [Kind, string];
    const objectId = Number(idText);
    const expected = this.submissions.get(pending.id)!;
    expected.moderator_id = MODERATOR;
    const stream = kind === 'MEDIA' ? mediaStream(objectId) : kind === 'CHARACTER' ? characterStream(objectId) : staffStream(objectId);
    const base = {
      submissionId: pending.id,
      objectType: kind,
      objectId,
      userId: pending.userId,
      moderatorId: MODERATOR,
      notes: acceptIt ? null : 'No source',
    };
    if (!acceptIt) {
      expected.status = 'REJECTED';
      return { stream, actorId: MODERATOR, events: [newEvent('SubmissionRejected', base)] };
    }
    const all = Object.keys(pending.changes);
    const fields = all.length > 1 && this.random() < 0.3 ? all.slice(0, 1) : all;
    const status = fields.length === all.length ? 'ACCEPTED' : 'PARTIALLY_ACCEPTED';
    Object.assign(expected, { status, accepted_fields: fields });
    const part = Object.fromEntries(fields.map((f) => [f, pending.changes[f]]));
    const decision = newEvent('SubmissionAccepted', { ...base, status, fields });
    if (kind === 'MEDIA' && pending.isNew) {
      this.media.set(objectId, { episodes: part.episodes as number, duration: null, synonyms: [], removed: false });
      this.revisions.push({
        object_type: 'MEDIA',
        object_id: objectId,
        action: 'CREATE',
        user_id: pending.userId,
        moderator_id: MODERATOR,
        submission_id: pending.id,
        fields: [],
      });
      const data = {
        ...mediaAddedData(objectId),
        title: part.title,
        episodes: part.episodes ?? null,
        duration: null,
        type: 'MANGA',
        submissionId: pending.id,
      };
      return { stream, actorId: MODERATOR, events: [newEvent('MediaAdded', data as never), decision] };
    }
    const current = kind === 'MEDIA' ? this.media.get(objectId)! : this.people.get(key)!;
    if (kind === 'MEDIA' && (current as { removed: boolean }).removed) return null;
    const { changes, before } = diff(current as unknown as Record<string, unknown>, part);
    if (!Object.keys(changes).length) return { stream, actorId: MODERATOR, events: [decision] };
    Object.assign(current, changes);
    this.revisions.push({
      object_type: kind,
      object_id: objectId,
      action: 'EDIT',
      user_id: pending.userId,
      moderator_id: MODERATOR,
      submission_id: pending.id,
      fields: ordered(changes),
    });
    return { stream, actorId: MODERATOR, events: [updated(kind, objectId, changes, before, pending.id), decision] };
  }

  private directEdit(): EditAppend | null {
    const roll = this.int(4);
    if (roll === 3) {
      const studioId = 1 + this.int(3);
      const name = `Studio ${this.int(50)}`;
      this.revisions.push({
        object_type: 'STUDIO',
        object_id: studioId,
        action: 'EDIT',
        user_id: MODERATOR,
        moderator_id: MODERATOR,
        submission_id: null,
        fields: ['name'],
      });
      return {
        stream: studioStream(studioId),
        actorId: MODERATOR,
        events: [newEvent('StudioUpdated', { studioId, changes: { name }, before: { name: 'was' }, reason: null })],
      };
    }
    if (roll === 0) {
      const mediaId = this.liveMedia();
      if (mediaId === null) return null;
      const { changes, before } = this.mediaChanges(mediaId);
      if (!Object.keys(changes).length) return null;
      Object.assign(this.media.get(mediaId)!, changes);
      // An importer's correction is history too, by nobody.
      const actorId = this.random() < 0.2 ? null : MODERATOR;
      this.revisions.push({
        object_type: 'MEDIA',
        object_id: mediaId,
        action: 'EDIT',
        user_id: actorId,
        moderator_id: actorId,
        submission_id: null,
        fields: ordered(changes),
      });
      return { stream: mediaStream(mediaId), actorId, events: [updated('MEDIA', mediaId, changes, before, null)] };
    }
    const kind: Kind = roll === 1 ? 'CHARACTER' : 'STAFF';
    const objectId = 1 + this.int(this.peopleCount);
    const person = this.people.get(`${kind}:${objectId}`)!;
    const { changes, before } = diff(person, kind === 'CHARACTER' ? { age: `${10 + this.int(30)}` } : { homeTown: `Town ${this.int(6)}` });
    if (!Object.keys(changes).length) return null;
    Object.assign(person, changes);
    this.revisions.push({
      object_type: kind,
      object_id: objectId,
      action: 'EDIT',
      user_id: MODERATOR,
      moderator_id: MODERATOR,
      submission_id: null,
      fields: Object.keys(changes),
    });
    const stream = kind === 'CHARACTER' ? characterStream(objectId) : staffStream(objectId);
    return { stream, actorId: MODERATOR, events: [updated(kind, objectId, changes, before, null)] };
  }

  private remove(): EditAppend | null {
    const mediaId = this.liveMedia();
    if (mediaId === null || this.media.size - [...this.media.values()].filter((m) => m.removed).length < 3) return null;
    this.media.get(mediaId)!.removed = true;
    const events: DomainEvent[] = [newEvent('MediaDeleted', { mediaId, title: `Media ${mediaId}`, reason: 'Duplicate' })];
    this.revisions.push({
      object_type: 'MEDIA',
      object_id: mediaId,
      action: 'DELETE',
      user_id: MODERATOR,
      moderator_id: MODERATOR,
      submission_id: null,
      fields: [],
    });
    for (const pending of this.pending.get(`MEDIA:${mediaId}`)?.splice(0) ?? []) {
      Object.assign(this.submissions.get(pending.id)!, { status: 'REJECTED', moderator_id: MODERATOR });
      events.push(
        newEvent('SubmissionRejected', {
          submissionId: pending.id,
          objectType: 'MEDIA',
          objectId: mediaId,
          userId: pending.userId,
          moderatorId: MODERATOR,
          notes: 'The media was deleted.',
        }),
      );
    }
    return { stream: mediaStream(mediaId), actorId: MODERATOR, events };
  }

  private hold(key: string, pending: Pending): void {
    const list = this.pending.get(key) ?? [];
    list.push(pending);
    this.pending.set(key, list);
  }

  private expectSubmission(id: number, objectType: string, objectId: number, userId: number): void {
    this.submissions.set(id, {
      id,
      object_type: objectType,
      object_id: objectId,
      user_id: userId,
      status: 'PENDING',
      accepted_fields: null,
      moderator_id: null,
    });
  }
}

/** The catalogue's order of the few fields the world edits (fieldChanges lists them so). */
const ORDER = ['synonyms', 'episodes', 'duration', 'age', 'homeTown', 'name'];
const ordered = (changes: Record<string, unknown>) => Object.keys(changes).sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

function diff(current: Record<string, unknown>, proposed: Record<string, unknown>) {
  const changes: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(proposed)) {
    if (JSON.stringify(current[field]) === JSON.stringify(value)) continue;
    changes[field] = value;
    before[field] = current[field] ?? null;
  }
  return { changes, before };
}

function updated(
  kind: Kind,
  id: number,
  changes: Record<string, unknown>,
  before: Record<string, unknown>,
  submissionId: number | null,
): DomainEvent {
  if (kind === 'MEDIA')
    return newEvent('MediaUpdated', { mediaId: id, changes, before, reason: submissionId ? null : 'Fixed', submissionId });
  if (kind === 'CHARACTER') return newEvent('CharacterUpdated', { characterId: id, changes, before, reason: null, submissionId });
  return newEvent('StaffUpdated', { staffId: id, changes, before, reason: null, submissionId });
}

function mediaAddedData(id: number) {
  return {
    mediaId: id,
    type: 'ANIME' as const,
    title: { romaji: `Media ${id}`, english: null, native: null },
    synonyms: [],
    description: null,
    format: 'TV' as const,
    status: 'FINISHED' as const,
    source: null,
    countryOfOrigin: 'JP' as const,
    isAdult: false,
    isLicensed: true,
    isLocked: false,
    isFavouriteBlocked: false,
    isRecommendationBlocked: false,
    isReviewBlocked: false,
    startDate: { year: 2020, month: 1, day: 1 },
    endDate: { year: null, month: null, day: null },
    season: null,
    seasonYear: null,
    episodes: 12,
    duration: 24,
    chapters: null,
    volumes: null,
    genres: [],
    hashtag: null,
    coverImage: { extraLarge: null, large: null, medium: null, color: null },
    bannerImage: null,
    trailer: null,
    tags: [],
    studios: [],
    relations: [],
    characters: [],
    staff: [],
    externalLinks: [],
    streamingEpisodes: [],
    airingSchedule: [],
  };
}
