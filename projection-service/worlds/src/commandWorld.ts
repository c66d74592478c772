import type pg from 'pg';
import { type Actor, type ModeratorRole } from '@tsuzuki/events';
import { LOG_START, type EventStore, type LogPosition, type RecordedEvent } from '@tsuzuki/event-store';
import { signUpUser } from '@tsuzuki/command-service/accounts/user/index';
import type { CommandBus } from '@tsuzuki/command-service/bus';
import { characterAdded, mediaAdded, staffAdded, studioAdded, tagCreated } from '@tsuzuki/command-service/catalogue/testData';
import { unreadUpTo } from '@tsuzuki/query-service/schema/social/notifications';
import { seededRandom } from '@tsuzuki/projection-service/testing/listActivity';
import { castOf, DONATORS, SYSTEM, TAG_NAMES, type WorldAction } from './worldAction.ts';

// A site used by its members through the real command path (the command bus, as the HTTP route and the seed use it):
// list edits whose activities merge, statuses, messages, replies, likes, subscriptions, follows and blocks, forum
// threads and comments, reviews and recommendations, reports and bans, catalogue edits, merges and deletions, and
// members reading their notifications as the query-service marks them read (from the live read model, however far
// it has drained). Every choice comes from one seed; commands the rules refuse are simply refused, as on the site.
// The world only learns what happened from the log (learn), so it never guesses what a decider did.

const ROLES: Record<number, ModeratorRole[]> = { 1: ['ADMIN'], 2: ['COMMUNITY'], 3: ['ANIME_DATA'] };

export interface WorldActivity {
  owner: number;
  listOwnerId?: number;
  writer?: number;
}

/**
 * What a world may do next, given its state. Handed in (see index.ts) rather than imported: the actions read the
 * world's state, so importing them here would make the two modules import each other.
 */
export type Repertoire = (world: CommandWorld) => readonly WorldAction[];

export class CommandWorld {
  readonly random: () => number;
  readonly users: number[];
  readonly media: number[] = [];
  /** Characters, staff and studios (favourites), and tags (votes). */
  readonly people = { characterId: [] as number[], staffId: [] as number[], studioId: [] as number[] };
  readonly tags: number[] = [];
  readonly activities = new Map<number, WorldActivity>();
  readonly replies = new Map<number, { activityId: number; author: number }>();
  readonly threads = new Map<number, number>();
  readonly comments = new Map<number, { rootCommentId: number; threadId: number; author: number }>();
  readonly reviews = new Map<number, number>();
  readonly entries = new Map<number, { userId: number }>();
  readonly reports = new Map<number, number>();
  /** Pending media edit submissions → their media. */
  readonly submissions = new Map<number, { mediaId: number }>();
  /** Known tags proposed for a media and waiting for review (ADR 67) → their media. */
  readonly tagProposals = new Map<number, { mediaId: number }>();
  readonly recommendations = new Map<number, { mediaId: number; mediaRecommendationId: number; author: number }>();
  readonly banned = new Set<number>();
  /** What each kind of step did: refused commands count apart. */
  readonly tally = new Map<string, { done: number; refused: number }>();
  private cursor: LogPosition = LOG_START;
  private nextEpisode = new Map<number, number>();

  constructor(
    readonly bus: CommandBus,
    readonly store: EventStore,
    readonly pool: pg.Pool,
    seed: number,
    private readonly repertoire: Repertoire,
    users = 12,
  ) {
    this.random = seededRandom(seed);
    this.users = Array.from({ length: users }, (_, i) => i + 1);
  }

  actor(id: number): Actor {
    return { kind: 'user', id, moderatorRoles: ROLES[id] ?? [], donatorTier: DONATORS.includes(id) ? 3 : 0 };
  }
  pick<T>(items: readonly T[]): T | undefined {
    return items.length ? items[Math.floor(this.random() * items.length)] : undefined;
  }
  /** One of the map's entries with its id, or undefined when it is empty. */
  some<T>(map: Map<number, T>): ({ id: number } & T) | undefined {
    const id = this.pick([...map.keys()]);
    return id === undefined ? undefined : { id, ...map.get(id)! };
  }
  /** The owner most of the time, a community moderator or anyone now and then. */
  ownerOr(owner: number): Actor {
    return this.actor(this.chance(0.7) ? owner : this.chance(0.5) ? 2 : this.user());
  }
  user(): number {
    return this.pick(this.users)!;
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  /** A text that mentions up to two members by name (some names unknown), so mentions notify. */
  text(prefix: string): string {
    const names = [this.user(), this.user()].filter(() => this.chance(0.5)).map((id) => `@member${id}`);
    return [prefix, ...names, this.chance(0.2) ? '@nobody' : ''].join(' ').trim();
  }
  episode(mediaId: number): number {
    const n = (this.nextEpisode.get(mediaId) ?? 0) + 1;
    this.nextEpisode.set(mediaId, n);
    return n;
  }

  /** Members (three of them moderators, two donators), a catalogue of releasing anime related to each other, people and tags. */
  async setup(media = 8): Promise<void> {
    const system = (name: string, payload: unknown) => this.bus.execute(name, payload, { actor: SYSTEM });
    for (const id of this.users) await this.bus.run(signUpUser, { userId: id, name: `Member${id}` }, { actor: SYSTEM });
    for (const [id, roles] of Object.entries(ROLES)) await system('SetModeratorRoles', { userId: Number(id), moderatorRoles: roles });
    for (const id of DONATORS) await system('SetDonatorTier', { userId: id, donatorTier: 3, donatorBadge: null });
    // The site's announcements: one changed after it was published, one withdrawn, one scheduled to expire.
    const announced: number[] = [];
    for (const [i, expiresAt] of [null, null, 2_000_000_000].entries()) {
      const { ids } = await system('PublishAnnouncement', {
        message: `Announcement ${i + 1}`,
        forumPath: `/forum/thread/${i + 1}`,
        expiresAt,
      });
      announced.push(ids.announcementId!);
    }
    await system('PublishAnnouncement', { announcementId: announced[0], message: 'Announcement 1, changed', forumPath: null });
    await system('WithdrawAnnouncement', { announcementId: announced[1] });
    for (let i = 0; i < media; i++) await this.addMedia();
    for (let i = 1; i <= 3; i++) {
      const { characterId: _c, ...character } = characterAdded(i);
      const { staffId: _s, ...staff } = staffAdded(i);
      const { studioId: _t, ...studio } = studioAdded(i, `Studio ${i}`);
      const { tagId: _g, ...tag } = tagCreated(i, TAG_NAMES[i - 1]);
      await system('AddCharacter', character);
      await system('AddStaff', staff);
      await system('AddStudio', studio);
      await system('CreateMediaTag', tag);
    }
    // People and a studio renamed after media named them (the media page's documents follow), one staff member dubbing
    // in English.
    await system('UpdateCharacter', { characterId: 2, changes: { name: { ...characterAdded(2).name, full: 'Mikasa Ackerman' } } });
    await system('UpdateStaff', {
      staffId: 3,
      changes: { languageV2: 'English', name: { ...staffAdded(3).name, full: 'Bryce Papenbrook' } },
    });
    await system('UpdateStudio', { studioId: 2, changes: { name: 'MAPPA' } });
    await this.learn();
  }

  async addMedia(): Promise<void> {
    const related = this.pick(this.media);
    const { mediaId: _, ...fields } = mediaAdded(1, {
      status: 'RELEASING',
      episodes: 24,
      relations: related ? [{ mediaId: related, relationType: 'SEQUEL' }] : [],
      title: { romaji: `Title ${this.media.length + 1}`, english: null, native: null },
      ...castOf(this.media.length),
    });
    await this.bus.execute('AddMedia', fields, { actor: SYSTEM });
  }

  /** Sends one command; a refusal of the rules (4xx) is part of life, anything else fails the test. */
  async send(kind: string, name: string, payload: unknown, actor: Actor): Promise<void> {
    const count = this.tally.get(kind) ?? { done: 0, refused: 0 };
    this.tally.set(kind, count);
    try {
      await this.bus.execute(name, payload, { actor });
      count.done++;
    } catch (err) {
      const status = (err as { status?: number }).status;
      if (status === undefined || status >= 500) throw err;
      count.refused++;
    }
  }

  /** A member opens their notifications: the query-service marks them read up to the newest one it shows. */
  async readNotifications(userId: number): Promise<void> {
    const upTo = await unreadUpTo(this.pool, userId);
    if (upTo) await this.send('read notifications', 'ResetNotificationCount', { upTo }, this.actor(userId));
  }

  /** One random step of a member's (or the site's) life. */
  async step(): Promise<void> {
    const actions = this.repertoire(this);
    const total = actions.reduce((sum, a) => sum + a.weight, 0);
    let roll = this.random() * total;
    const action = actions.find((a) => (roll -= a.weight) < 0) ?? actions[actions.length - 1]!;
    await action.run();
    await this.learn();
  }

  /** Reads what the log gained since the last look and keeps the ids later steps act on. */
  async learn(): Promise<void> {
    for (;;) {
      const page = await this.store.readAll(this.cursor, 1000);
      for (const event of page.events) this.see(event);
      this.cursor = page.position;
      if (!page.more) return;
    }
  }

  private see(event: RecordedEvent): void {
    switch (event.type) {
      case 'MediaAdded':
        this.media.push(event.data.mediaId);
        break;
      case 'CharacterAdded':
        this.people.characterId.push(event.data.characterId);
        break;
      case 'StaffAdded':
        this.people.staffId.push(event.data.staffId);
        break;
      case 'StudioAdded':
        this.people.studioId.push(event.data.studioId);
        break;
      case 'MediaTagCreated':
        this.tags.push(event.data.tagId);
        break;
      case 'SubmissionCreated':
        if (event.data.objectType === 'MEDIA' && !event.data.isNew)
          this.submissions.set(event.data.submissionId, { mediaId: event.data.objectId });
        break;
      case 'SubmissionAccepted':
      case 'SubmissionRejected':
        this.submissions.delete(event.data.submissionId);
        break;
      case 'MediaTagProposed':
        this.tagProposals.set(event.data.proposalId, { mediaId: event.data.mediaId });
        break;
      case 'MediaTagProposalAccepted':
      case 'MediaTagProposalDenied':
        this.tagProposals.delete(event.data.proposalId);
        break;
      case 'RecommendationAdded': {
        const r = event.data;
        this.recommendations.set(r.recommendationId, {
          mediaId: r.mediaId,
          mediaRecommendationId: r.mediaRecommendationId,
          author: r.userId,
        });
        break;
      }
      case 'RecommendationDeleted':
        this.recommendations.delete(event.data.recommendationId);
        break;
      case 'MediaDeleted':
      case 'MediaMerged':
        this.media.splice(this.media.indexOf(event.data.mediaId), 1);
        break;
      case 'TextActivityPosted':
        this.activities.set(event.data.activityId, { owner: event.data.userId });
        break;
      case 'MessageActivitySent': {
        const m = event.data;
        this.activities.set(m.activityId, { owner: m.recipientId, writer: m.messengerId });
        break;
      }
      case 'MediaListEntrySaved': {
        const s = event.data;
        this.entries.set(s.entryId, { userId: s.userId });
        if (s.activity && !s.activity.merged) this.activities.set(s.activity.activityId, { owner: s.userId, listOwnerId: s.userId });
        break;
      }
      case 'MediaListEntryDeleted':
        this.entries.delete(event.data.entryId);
        break;
      case 'ActivityDeleted':
        this.activities.delete(event.data.activityId);
        break;
      case 'ActivityReplyPosted':
        this.replies.set(event.data.replyId, { activityId: event.data.activityId, author: event.data.userId });
        break;
      case 'ActivityReplyDeleted':
        this.replies.delete(event.data.replyId);
        break;
      case 'ThreadCreated':
        this.threads.set(event.data.threadId, event.data.userId);
        break;
      case 'ThreadDeleted':
        this.threads.delete(event.data.threadId);
        break;
      case 'ThreadCommentPosted': {
        const c = event.data;
        this.comments.set(c.commentId, { rootCommentId: c.rootCommentId, threadId: c.threadId, author: c.userId });
        break;
      }
      case 'ThreadCommentDeleted':
        for (const id of event.data.commentIds) this.comments.delete(id);
        break;
      case 'ReviewWritten':
        this.reviews.set(event.data.reviewId, event.data.userId);
        break;
      case 'ReviewDeleted':
        this.reviews.delete(event.data.reviewId);
        break;
      case 'UserReported':
        this.reports.set(event.data.reportId, event.data.userId);
        break;
      case 'UserReportResolved':
        this.reports.delete(event.data.reportId);
        break;
      case 'UserBanned':
        this.banned.add(event.data.userId);
        break;
      case 'UserUnbanned':
        this.banned.delete(event.data.userId);
        break;
      default:
        break;
    }
  }
}
