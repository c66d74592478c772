import { describe, expect, it } from 'vitest';
import { newEvent, ofType, type DomainEvent } from '@tsuzuki/events';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { metadata } from '../framework/testing.ts';
import type { z } from 'zod';
import type { SaveMediaListEntryPayload } from '@tsuzuki/events/commands';
import type { ImportMediaList, MediaListCommand, SaveMediaListEntry, UpdateMediaListEntries } from './commands.ts';
import { EDITED_ELSEWHERE, ENTRY_NOT_FOUND, MEDIA_LOCKED, mediaListDecider } from './decide.ts';
import type { ListContext, ListMedia, ListMember } from './listContext.ts';

const NOON = '2024-04-01T12:00:00.000Z';
const TODAY = { year: 2024, month: 4, day: 1 };
const NO_DATE = { year: null, month: null, day: null };

const member = (over: Partial<ListMember> = {}): ListMember => ({
  scoreFormat: 'POINT_10_DECIMAL',
  lists: {
    ANIME: { customLists: ['Favourite rewatches'], advancedScoring: ['Story', 'Visuals'], advancedScoringEnabled: false },
    MANGA: { customLists: [], advancedScoring: ['Story'], advancedScoringEnabled: false },
  },
  activityMergeTime: 720,
  disabledListActivity: [],
  timezone: null,
  ...over,
});
const finishedTv: ListMedia = {
  mediaId: 10,
  type: 'ANIME',
  status: 'FINISHED',
  episodes: 12,
  chapters: null,
  volumes: null,
  isLocked: false,
};
const manga: ListMedia = { mediaId: 20, type: 'MANGA', status: 'RELEASING', episodes: null, chapters: 100, volumes: 10, isLocked: false };
const context = (over: { member?: ListMember | null; media?: ListMedia[] } = {}): ListContext => ({
  member: over.member === undefined ? member() : over.member,
  media: new Map((over.media ?? [finishedTv, manga]).map((m) => [m.mediaId, m])),
});

let commandCount = 0;
function save(input: z.input<typeof SaveMediaListEntryPayload>, occurredAt = NOON): MediaListCommand {
  const payload = input as SaveMediaListEntry['payload'];
  commandCount++;
  return {
    type: 'SaveMediaListEntry',
    payload,
    metadata: metadata(
      { userId: 7 },
      { kind: 'user', id: 7, moderatorRoles: [], donatorTier: 0 },
      { mediaListEntry: [500 + commandCount], activity: [900 + commandCount] },
      occurredAt,
    ),
  };
}
/** The events of a save, stamped like recorded events (the fold reads their time). */
const at = (events: DomainEvent[], occurredAt = NOON) => events.map((e) => ({ ...e, occurredAt }) as unknown as DomainEvent);
const decide = (ctx: ListContext, history: DomainEvent[], command: MediaListCommand) => {
  const state = mediaListDecider.fold!(mediaListDecider.initialState, history);
  return mediaListDecider.decide(command, state, ctx);
};
const saved = (events: DomainEvent[]) => events.filter(ofType('MediaListEntrySaved')).map((e) => e.data);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a refusal');
}

describe('SaveMediaListEntry', () => {
  it('creates an entry with every field, its id from the pool, and starts a watched entry today (core §4)', () => {
    const [event] = saved(decide(context(), [], save({ mediaId: 10, status: 'CURRENT', progress: 3 })));
    expect(event).toMatchObject({
      userId: 7,
      mediaId: 10,
      mediaType: 'ANIME',
      created: true,
      before: { status: null, score: 0 },
      changes: { status: 'CURRENT', progress: 3, score: 0, startedAt: TODAY, completedAt: NO_DATE, customLists: [], notes: '' },
      activity: { merged: false, status: 'watched episode', progress: '3' },
    });
    expect(event!.entryId).toBeGreaterThan(500);
  });

  it('completes: finish date today and progress filled to the episode count; later saves never move that date', () => {
    const first = decide(context(), [], save({ mediaId: 10, status: 'COMPLETED' }));
    expect(saved(first)[0]!.changes).toMatchObject({ status: 'COMPLETED', progress: 12, completedAt: TODAY, startedAt: NO_DATE });
    expect(saved(first)[0]!.activity).toMatchObject({ status: 'completed', progress: null });
    const later = decide(context(), at(first), save({ mediaId: 10, status: 'PAUSED' }, '2024-05-01T12:00:00.000Z'));
    expect(saved(later)[0]!.changes).toEqual({ status: 'PAUSED' });
  });

  it('reads "today" in the member\'s timezone (the zones themselves: events/src/lists/today.unit.test.ts)', () => {
    const late = '2024-04-01T23:30:00.000Z';
    const [event] = saved(decide(context({ member: member({ timezone: '+09:00' }) }), [], save({ mediaId: 10, status: 'CURRENT' }, late)));
    expect(event!.changes.startedAt).toEqual({ year: 2024, month: 4, day: 2 });
  });

  it('starts a planned entry when progress is made, and completes it at the last episode of a finished show', () => {
    const planned = at(decide(context(), [], save({ mediaId: 10, status: 'PLANNING' })));
    const started = decide(context(), planned, save({ mediaId: 10, progress: 1 }));
    expect(saved(started)[0]!.changes).toMatchObject({ status: 'CURRENT', progress: 1, startedAt: TODAY });
    const done = decide(context(), [...planned, ...at(started)], save({ mediaId: 10, progress: 12 }));
    expect(saved(done)[0]!.changes).toMatchObject({ status: 'COMPLETED', progress: 12, completedAt: TODAY });
  });

  it('refuses progress beyond the episode or chapter count, and volumes beyond the volume count (core §5)', () => {
    const tooFar = thrown(() => decide(context(), [], save({ mediaId: 10, progress: 13 })));
    expect(tooFar).toBeInstanceOf(ValidationError);
    expect((tooFar as ValidationError).validation).toEqual({ progress: ['Progress cannot be more than 12 episodes.'] });
    const volumes = thrown(() => decide(context(), [], save({ mediaId: 20, progress: 5, progressVolumes: 11 })));
    expect((volumes as ValidationError).validation).toEqual({ progressVolumes: ['Volume progress cannot be more than 10 volumes.'] });
    const unknownTotal: ListMedia = { ...finishedTv, mediaId: 11, episodes: null, status: 'RELEASING' };
    expect(saved(decide(context({ media: [unknownTotal] }), [], save({ mediaId: 11, progress: 5000 })))[0]!.changes.progress).toBe(5000);
  });

  it("takes the score in the member's format (or scoreRaw) and refuses one outside it", () => {
    expect(saved(decide(context(), [], save({ mediaId: 10, score: 7.5 })))[0]!.changes.score).toBe(75);
    expect(
      saved(decide(context({ member: member({ scoreFormat: 'POINT_3' }) }), [], save({ mediaId: 10, score: 3 })))[0]!.changes.score,
    ).toBe(85);
    expect(saved(decide(context(), [], save({ mediaId: 10, scoreRaw: 64 })))[0]!.changes.score).toBe(64);
    const wrong = thrown(() => decide(context({ member: member({ scoreFormat: 'POINT_5' }) }), [], save({ mediaId: 10, score: 7 })));
    expect((wrong as ValidationError).validation).toEqual({ score: ['Score must be between 0 and 5 (a whole number).'] });
  });

  it('averages advanced scores into the score when advanced scoring is on, and refuses them when it is off', () => {
    const on = member({
      lists: { ...member().lists, ANIME: { customLists: [], advancedScoring: ['Story', 'Visuals'], advancedScoringEnabled: true } },
    });
    const [event] = saved(decide(context({ member: on }), [], save({ mediaId: 10, advancedScores: [80, 70] })));
    expect(event!.changes).toMatchObject({ advancedScores: { Story: 80, Visuals: 70 }, score: 75 });
    const off = thrown(() => decide(context(), [], save({ mediaId: 10, advancedScores: [80] })));
    expect((off as ValidationError).validation).toEqual({ advancedScores: ['Advanced scoring is not enabled for this list.'] });
  });

  it("puts entries on the member's custom lists only", () => {
    expect(saved(decide(context(), [], save({ mediaId: 10, customLists: ['Favourite rewatches'] })))[0]!.changes.customLists).toEqual([
      'Favourite rewatches',
    ]);
    const unknown = thrown(() => decide(context(), [], save({ mediaId: 10, customLists: ['Nope'] })));
    expect((unknown as ValidationError).validation).toEqual({ customLists: ['"Nope" is not one of your custom anime lists.'] });
  });

  it('reads an entry as off a custom list deleted since it was put there, also once a list of that name is re-created', () => {
    const history = at(decide(context(), [], save({ mediaId: 10, customLists: ['Favourite rewatches'] })));
    const lists = (customLists: string[], since: Record<string, number> = {}) =>
      member({ lists: { ...member().lists, ANIME: { ...member().lists.ANIME, customLists, customListsSince: since } } });
    // Deleted: a save that does not name custom lists leaves them alone.
    expect(saved(decide(context({ member: lists([]) }), history, save({ mediaId: 10, notes: 'x' })))[0]!.changes).toEqual({ notes: 'x' });
    // Re-created after the entry was put on it: the entry is not on the new list, so putting it there is a change.
    const recreated = lists(['Favourite rewatches'], { 'Favourite rewatches': Date.parse(NOON) + 1 });
    const [again] = saved(
      decide(
        context({ member: recreated }),
        history,
        save({ mediaId: 10, customLists: ['Favourite rewatches'] }, '2024-04-02T00:00:00.000Z'),
      ),
    );
    expect(again!.changes).toEqual({ customLists: ['Favourite rewatches'] });
    // A list that has existed since before the entry was put on it still holds it.
    const unchanged = lists(['Favourite rewatches'], { 'Favourite rewatches': Date.parse(NOON) - 1 });
    expect(decide(context({ member: unchanged }), history, save({ mediaId: 10, customLists: ['Favourite rewatches'] }))).toEqual([]);
  });

  it("keeps each rewatch with its own dates and score, never overwriting the first watch's dates", () => {
    const history = [
      ...at(decide(context(), [], save({ mediaId: 10, status: 'COMPLETED', scoreRaw: 70, startedAt: { year: 2020, month: 1, day: 5 } }))),
    ];
    const start = decide(context(), history, save({ mediaId: 10, status: 'REPEATING' }, '2024-06-01T10:00:00.000Z'));
    expect(saved(start)[0]).toMatchObject({
      changes: { status: 'REPEATING', progress: 0 },
      rewatch: { started: { year: 2024, month: 6, day: 1 } },
    });
    expect(saved(start)[0]!.changes.startedAt).toBeUndefined();
    history.push(...at(start, '2024-06-01T10:00:00.000Z'));
    const finish = decide(context(), history, save({ mediaId: 10, status: 'COMPLETED', scoreRaw: 90 }, '2024-06-10T10:00:00.000Z'));
    expect(saved(finish)[0]).toMatchObject({
      changes: { status: 'COMPLETED', score: 90, progress: 12, repeat: 1 },
      rewatch: {
        finished: { number: 1, startedAt: { year: 2024, month: 6, day: 1 }, completedAt: { year: 2024, month: 6, day: 10 }, score: 90 },
      },
    });
    expect(saved(finish)[0]!.changes.completedAt).toBeUndefined();
    const state = mediaListDecider.fold!(mediaListDecider.initialState, [...history, ...at(finish)]);
    expect(state.entries.get(10)).toMatchObject({
      startedAt: { year: 2020, month: 1, day: 5 },
      completedAt: TODAY,
      repeat: 1,
      rewatches: [{ number: 1, score: 90 }],
    });
  });

  it("merges progress within the member's merge time into one activity, and starts a new one after it", () => {
    const first = at(decide(context(), [], save({ mediaId: 10, status: 'CURRENT', progress: 1 })));
    const firstActivity = saved(first)[0]!.activity!;
    const soon = decide(context(), first, save({ mediaId: 10, progress: 3 }, '2024-04-01T13:00:00.000Z'));
    expect(saved(soon)[0]!.activity).toEqual({
      activityId: firstActivity.activityId,
      merged: true,
      status: 'watched episode',
      progress: '1 - 3',
    });
    const dayLater = decide(
      context(),
      [...first, ...at(soon, '2024-04-01T13:00:00.000Z')],
      save({ mediaId: 10, progress: 4 }, '2024-04-02T13:00:01.000Z'),
    );
    expect(saved(dayLater)[0]!.activity).toMatchObject({ merged: false, progress: '4' });
    expect(saved(dayLater)[0]!.activity!.activityId).not.toBe(firstActivity.activityId);
  });

  it('makes an activity without an episode when a title is added as watching or reading at progress 0 (social §2)', () => {
    const [anime] = saved(decide(context(), [], save({ mediaId: 10, status: 'CURRENT' })));
    expect(anime!.activity).toMatchObject({ merged: false, status: 'watched episode', progress: null });
    const [reading] = saved(decide(context(), [], save({ mediaId: 20, status: 'CURRENT', progress: 0 })));
    expect(reading!.activity).toMatchObject({ merged: false, status: 'read chapter', progress: null });
    // The first episode afterwards is an activity of its own, not a merge into the one that named none.
    const added = at(decide(context(), [], save({ mediaId: 10, status: 'CURRENT' })));
    const first = saved(decide(context(), added, save({ mediaId: 10, progress: 1 }, '2024-04-01T12:30:00.000Z')))[0]!.activity!;
    expect(first).toMatchObject({ merged: false, progress: '1' });
    expect(first.activityId).not.toBe(saved(added)[0]!.activity!.activityId);
  });

  it('makes no activity for private entries, statuses switched off, or edits that change neither status nor progress', () => {
    expect(saved(decide(context(), [], save({ mediaId: 10, status: 'PLANNING', private: true })))[0]!.activity).toBeNull();
    const quiet = context({ member: member({ disabledListActivity: ['PLANNING'] }) });
    expect(saved(decide(quiet, [], save({ mediaId: 10, status: 'PLANNING' })))[0]!.activity).toBeNull();
    const planned = at(decide(context(), [], save({ mediaId: 10, status: 'PLANNING' })));
    expect(saved(decide(context(), planned, save({ mediaId: 10, notes: 'Soon' })))[0]!.activity).toBeNull();
  });

  it('changes nothing when the values are already there', () => {
    const planned = at(decide(context(), [], save({ mediaId: 10, status: 'PLANNING' })));
    expect(decide(context(), planned, save({ mediaId: 10, status: 'PLANNING' }))).toEqual([]);
  });

  it('refuses a save over a field another tab changed since, and merges one that touches other fields', () => {
    const created = at(decide(context(), [], save({ mediaId: 10, status: 'CURRENT', progress: 1 })));
    const otherTab = at(decide(context(), created, save({ mediaId: 10, progress: 2 })));
    const stale = thrown(() => decide(context(), [...created, ...otherTab], save({ mediaId: 10, progress: 5, basedOnRevision: 1 })));
    expect(stale).toBeInstanceOf(ConflictError);
    expect((stale as ConflictError).message).toBe(EDITED_ELSEWHERE);
    const notes = decide(context(), [...created, ...otherTab], save({ mediaId: 10, notes: 'Great', basedOnRevision: 1 }));
    expect(saved(notes)[0]!.changes).toEqual({ notes: 'Great' });
  });

  it('addresses an entry by its id, and refuses unknown entries, unknown media and locked media', () => {
    const created = at(decide(context(), [], save({ mediaId: 10, status: 'PLANNING' })));
    const entryId = saved(created)[0]!.entryId;
    expect(saved(decide(context(), created, save({ id: entryId, status: 'DROPPED' })))[0]).toMatchObject({
      entryId,
      mediaId: 10,
      before: { status: 'PLANNING' },
    });
    expect(thrown(() => decide(context(), created, save({ id: 12345, status: 'DROPPED' })))).toMatchObject({ message: ENTRY_NOT_FOUND });
    expect(thrown(() => decide(context(), [], save({ mediaId: 99 })))).toBeInstanceOf(NotFoundError);
    const locked = thrown(() => decide(context({ media: [{ ...finishedTv, isLocked: true }] }), [], save({ mediaId: 10 })));
    expect(locked).toBeInstanceOf(ForbiddenError);
    expect((locked as ForbiddenError).message).toBe(MEDIA_LOCKED);
  });
});

describe('DeleteMediaListEntry and UpdateMediaListEntries', () => {
  it('deletes an entry with what it held, and edits several entries at once', () => {
    const created = at([...decide(context(), [], save({ mediaId: 10, status: 'COMPLETED', scoreRaw: 80 }))]);
    const manga20 = at(decide(context(), created, save({ mediaId: 20, status: 'CURRENT', progress: 3 })));
    const [animeEntry, mangaEntry] = [saved(created)[0]!.entryId, saved(manga20)[0]!.entryId];
    const meta = metadata({ userId: 7 }, { kind: 'user', id: 7, moderatorRoles: [], donatorTier: 0 }, { activity: [1, 2] });
    const bulk = decide(context(), [...created, ...manga20], {
      type: 'UpdateMediaListEntries',
      payload: { ids: [animeEntry, mangaEntry], private: true } as UpdateMediaListEntries['payload'],
      metadata: meta,
    });
    expect(saved(bulk).map((e) => [e.mediaId, e.changes])).toEqual([
      [10, { private: true }],
      [20, { private: true }],
    ]);
    const deleted = decide(context(), [...created, ...manga20], {
      type: 'DeleteMediaListEntry',
      payload: { id: animeEntry },
      metadata: meta,
    });
    expect(deleted).toEqual([
      newEvent('MediaListEntryDeleted', {
        userId: 7,
        entryId: animeEntry,
        mediaId: 10,
        mediaType: 'ANIME',
        status: 'COMPLETED',
        score: 80,
      }),
    ]);
  });
});

describe('ImportMediaList', () => {
  const entry = (mediaId: number, over = {}) => ({
    mediaId,
    status: 'COMPLETED' as const,
    scoreRaw: 80,
    progress: 12,
    progressVolumes: 0,
    repeat: 0,
    priority: 0,
    notes: '',
    startedAt: { year: 2019, month: 2, day: 1 },
    completedAt: NO_DATE,
    ...over,
  });
  const importing = (entries: ReturnType<typeof entry>[], fileHash = 'a'.repeat(64)): ImportMediaList => ({
    type: 'ImportMediaList',
    payload: { source: 'MYANIMELIST', fileHash, entries },
    metadata: metadata({ userId: 7 }, { kind: 'user', id: 7, moderatorRoles: [], donatorTier: 0 }, { mediaListEntry: [41, 42, 43] }),
  });

  it("creates and updates entries with the file's values (no activities, no automatic dates), skips unknown media, and does nothing the second time", () => {
    const planned = at(decide(context(), [], save({ mediaId: 20, status: 'PLANNING' })));
    const first = decide(context(), planned, importing([entry(10), entry(20, { status: 'CURRENT', progress: 150 }), entry(99)]));
    expect(first.map((e) => e.type)).toEqual(['MediaListEntrySaved', 'MediaListEntrySaved', 'MediaListImported']);
    expect(saved(first)[0]).toMatchObject({
      mediaId: 10,
      created: true,
      activity: null,
      changes: { status: 'COMPLETED', score: 80, completedAt: NO_DATE },
    });
    // Progress past the catalogue's chapter count is kept at the count.
    expect(saved(first)[1]).toMatchObject({ mediaId: 20, created: false, changes: { status: 'CURRENT', progress: 100, score: 80 } });
    expect(first[2]!.data).toMatchObject({ created: 1, updated: 1, unchanged: 0 });
    expect(decide(context(), [...planned, ...at(first)], importing([entry(10), entry(20, { status: 'CURRENT', progress: 150 })]))).toEqual(
      [],
    );
  });
});
