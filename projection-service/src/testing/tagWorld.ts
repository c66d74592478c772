import { ADDED_TAG_BASE_RANK, mediaStream, mediaTagsStream, newEvent, tagRank, tagStream, type DomainEvent } from '@tsuzuki/events';
import { mediaAdded, mediaUpdated, tagCreated } from './fixtures.ts';
import { seededRandom } from './listActivity.ts';

// Members voting on and proposing tags, data moderators flagging and removing them and reviewing submissions and
// proposals, and the occasional re-import of a media's tag list, as the command path writes them (only what the
// deciders allow: votes and flags on tags the media has, a vote event only when the vote changes, known tags proposed
// once at a time, and added at once as before ADR 67), generated without the command-service: for the tags projection
// test, checked against this model.

export interface TagAppend {
  stream: string;
  events: DomainEvent[];
}

/** A pair some command acted on: it follows these, not the import (what the decider's entries hold). */
interface Entry {
  present: boolean;
  isMediaSpoiler: boolean;
  userId: number | null;
  base: number;
}
interface Submission {
  mediaId: number;
  userId: number;
  isMediaSpoiler: boolean;
  status: 'PENDING' | 'ACCEPTED' | 'DENIED';
}

export interface ExpectedMediaTag {
  media_id: number;
  tag_id: number;
  rank: number;
  is_media_spoiler: boolean;
  user_id: number | null;
}

export class TagWorld {
  readonly imported = new Map<number, Map<number, { rank: number; isMediaSpoiler: boolean }>>();
  readonly entries = new Map<string, Entry>();
  readonly votes = new Map<string, Map<number, number>>();
  readonly submissions = new Map<number, Submission>();
  /** Known tags proposed for a media (ADR 67), by proposal id. */
  readonly proposals = new Map<
    number,
    { mediaId: number; tagId: number; userId: number; isMediaSpoiler: boolean; status: Submission['status'] }
  >();
  private nextProposal = 1;
  private readonly random: () => number;
  private nextTag: number;
  private started = false;

  /** Media and known tags numbered from `firstId` (media, tags of each), members 1..users. */
  constructor(
    private readonly media: number,
    private readonly tags: number,
    private readonly users: number,
    seed: number,
    private readonly firstId = 1,
  ) {
    this.random = seededRandom(seed);
    this.nextTag = firstId + tags;
  }

  private mediaIds(): number[] {
    return Array.from({ length: this.media }, (_, i) => this.firstId + i);
  }
  private tagIds(): number[] {
    return Array.from({ length: this.tags }, (_, i) => this.firstId + i);
  }

  private int(n: number): number {
    return Math.floor(this.random() * n);
  }

  private randomList(): { tagId: number; rank: number; isMediaSpoiler: boolean }[] {
    const list = [];
    for (const tagId of this.tagIds()) {
      if (this.random() < 0.4) list.push({ tagId, rank: this.int(101), isMediaSpoiler: this.random() < 0.2 });
    }
    return list;
  }

  private importList(mediaId: number, list: { tagId: number; rank: number; isMediaSpoiler: boolean }[]): void {
    this.imported.set(mediaId, new Map(list.map((t) => [t.tagId, { rank: t.rank, isMediaSpoiler: t.isMediaSpoiler }])));
  }

  /** The tag on the media now, with its base rank, as tagOnMedia (command-service) tells it. */
  onMedia(mediaId: number, tagId: number): Entry | null {
    const entry = this.entries.get(`${mediaId}:${tagId}`);
    if (entry) return entry.present ? entry : null;
    const accepted = this.submissions.get(tagId);
    if (accepted?.status === 'ACCEPTED' && accepted.mediaId === mediaId) {
      return { present: true, isMediaSpoiler: accepted.isMediaSpoiler, userId: accepted.userId, base: ADDED_TAG_BASE_RANK };
    }
    const imported = this.imported.get(mediaId)?.get(tagId);
    return imported ? { present: true, isMediaSpoiler: imported.isMediaSpoiler, userId: null, base: imported.rank } : null;
  }

  private knownTags(): number[] {
    const accepted = [...this.submissions].filter(([, s]) => s.status === 'ACCEPTED').map(([id]) => id);
    return [...this.tagIds(), ...accepted];
  }

  private presentTags(mediaId: number): number[] {
    return this.knownTags().filter((tagId) => this.onMedia(mediaId, tagId));
  }

  /** The set-up (tags and media), then one valid command's events each call, or null when the dice found none. */
  next(): TagAppend[] | null {
    if (!this.started) {
      this.started = true;
      const setup: TagAppend[] = [];
      for (const id of this.tagIds()) setup.push({ stream: tagStream(id), events: [tagCreated(id)] });
      for (const id of this.mediaIds()) {
        const list = this.randomList();
        this.importList(id, list);
        setup.push({ stream: mediaStream(id), events: [mediaAdded(id, { tags: list })] });
      }
      return setup;
    }
    const mediaId = this.firstId + this.int(this.media);
    const userId = 1 + this.int(this.users);
    const key = (tagId: number) => `${mediaId}:${tagId}`;
    const roll = this.random();
    const present = this.presentTags(mediaId);
    const pick = <T>(list: T[]) => list[this.int(list.length)];
    if (roll < 0.6) {
      const tagId = pick(present);
      if (tagId === undefined) return null;
      const vote = this.int(6);
      const votes = this.votes.get(key(tagId)) ?? new Map<number, number>();
      if (votes.get(userId) === vote) return null;
      votes.set(userId, vote);
      this.votes.set(key(tagId), votes);
      return [{ stream: mediaTagsStream(mediaId), events: [newEvent('MediaTagVoted', { mediaId, tagId, userId, vote })] }];
    }
    if (roll < 0.68) {
      const waiting = (tagId: number) =>
        [...this.proposals.values()].some((p) => p.status === 'PENDING' && p.mediaId === mediaId && p.tagId === tagId);
      const tagId = pick(this.knownTags().filter((t) => !present.includes(t) && !waiting(t)));
      if (tagId === undefined) return null;
      const isMediaSpoiler = this.random() < 0.3;
      const how = this.random();
      if (how < 0.3) {
        // Before ADR 67: on at once.
        this.entries.set(key(tagId), { present: true, isMediaSpoiler, userId, base: ADDED_TAG_BASE_RANK });
        return [{ stream: mediaTagsStream(mediaId), events: [newEvent('MediaTagAdded', { mediaId, tagId, userId, isMediaSpoiler })] }];
      }
      const proposalId = this.nextProposal++;
      const pair = { mediaId, tagId, proposalId, userId, isMediaSpoiler };
      if (how < 0.45) {
        // A data moderator's own: accepted in the same append.
        this.proposals.set(proposalId, { mediaId, tagId, userId, isMediaSpoiler, status: 'ACCEPTED' });
        this.entries.set(key(tagId), { present: true, isMediaSpoiler, userId, base: ADDED_TAG_BASE_RANK });
        return [
          {
            stream: mediaTagsStream(mediaId),
            events: [newEvent('MediaTagProposed', pair), newEvent('MediaTagProposalAccepted', { ...pair, moderatorId: userId })],
          },
        ];
      }
      this.proposals.set(proposalId, { mediaId, tagId, userId, isMediaSpoiler, status: 'PENDING' });
      return [{ stream: mediaTagsStream(mediaId), events: [newEvent('MediaTagProposed', pair)] }];
    }
    if (roll < 0.74) {
      const tagId = pick(present);
      if (tagId === undefined) return null;
      this.entries.set(key(tagId), { present: false, isMediaSpoiler: false, userId: null, base: 0 });
      this.votes.delete(key(tagId));
      return [{ stream: mediaTagsStream(mediaId), events: [newEvent('MediaTagRemoved', { mediaId, tagId, moderatorId: 99 })] }];
    }
    if (roll < 0.82) {
      const tagId = pick(present);
      if (tagId === undefined) return null;
      const entry = this.onMedia(mediaId, tagId)!;
      const isMediaSpoiler = !entry.isMediaSpoiler;
      this.entries.set(key(tagId), { ...entry, isMediaSpoiler });
      return [
        { stream: mediaTagsStream(mediaId), events: [newEvent('MediaTagSpoilerSet', { mediaId, tagId, isMediaSpoiler, moderatorId: 99 })] },
      ];
    }
    if (roll < 0.86) {
      const list = this.randomList();
      this.importList(mediaId, list);
      return [{ stream: mediaStream(mediaId), events: [mediaUpdated(mediaId, { tags: list })] }];
    }
    if (roll < 0.93) {
      const tagId = this.nextTag++;
      const isMediaSpoiler = this.random() < 0.3;
      this.submissions.set(tagId, { mediaId, userId, isMediaSpoiler, status: 'PENDING' });
      return [
        {
          stream: tagStream(tagId),
          events: [
            newEvent('MediaTagSubmitted', {
              tagId,
              name: `Submitted ${tagId}`,
              description: null,
              isAdult: false,
              mediaId,
              isMediaSpoiler,
              userId,
            }),
          ],
        },
      ];
    }
    if (this.random() < 0.5) return this.reviewProposal();
    const waiting = [...this.submissions].filter(([, s]) => s.status === 'PENDING');
    const [tagId, s] = waiting[this.int(waiting.length)] ?? [];
    if (tagId === undefined || !s) return null;
    const pair = { tagId, mediaId: s.mediaId, userId: s.userId, moderatorId: 99 };
    if (this.random() < 0.3) {
      s.status = 'DENIED';
      return [{ stream: tagStream(tagId), events: [newEvent('MediaTagSubmissionDenied', { ...pair, reason: 'Too vague' })] }];
    }
    s.status = 'ACCEPTED';
    return [
      {
        stream: tagStream(tagId),
        events: [
          newEvent('MediaTagCreated', {
            tagId,
            name: `Submitted ${tagId}`,
            description: null,
            category: null,
            isGeneralSpoiler: false,
            isAdult: false,
          }),
          newEvent('MediaTagSubmissionAccepted', { ...pair, isMediaSpoiler: s.isMediaSpoiler }),
        ],
      },
    ];
  }

  /** A data moderator accepts a waiting proposal (denies it when an import put the tag on meanwhile, as they must). */
  private reviewProposal(): TagAppend[] | null {
    const waiting = [...this.proposals].filter(([, p]) => p.status === 'PENDING');
    const [proposalId, p] = waiting[this.int(waiting.length)] ?? [];
    if (proposalId === undefined || !p) return null;
    const { mediaId, tagId, userId, isMediaSpoiler } = p;
    const pair = { mediaId, tagId, proposalId, userId, moderatorId: 99 };
    if (this.random() < 0.3 || this.onMedia(mediaId, tagId)) {
      p.status = 'DENIED';
      return [{ stream: mediaTagsStream(mediaId), events: [newEvent('MediaTagProposalDenied', { ...pair, reason: 'Not a theme here' })] }];
    }
    p.status = 'ACCEPTED';
    this.entries.set(`${mediaId}:${tagId}`, { present: true, isMediaSpoiler, userId, base: ADDED_TAG_BASE_RANK });
    return [{ stream: mediaTagsStream(mediaId), events: [newEvent('MediaTagProposalAccepted', { ...pair, isMediaSpoiler })] }];
  }

  /** Every media tag as the read model should hold it, ranked by tagRules. */
  expected(): ExpectedMediaTag[] {
    const rows: ExpectedMediaTag[] = [];
    for (const mediaId of this.mediaIds()) {
      for (const tagId of this.presentTags(mediaId)) {
        const entry = this.onMedia(mediaId, tagId)!;
        const votes = [...(this.votes.get(`${mediaId}:${tagId}`)?.values() ?? [])];
        rows.push({
          media_id: mediaId,
          tag_id: tagId,
          is_media_spoiler: entry.isMediaSpoiler,
          user_id: entry.userId,
          rank: tagRank(entry.base, { count: votes.length, sum: votes.reduce((a, b) => a + b, 0) }),
        });
      }
    }
    return rows.sort((a, b) => a.media_id - b.media_id || a.tag_id - b.tag_id);
  }
}
