import type { EventData, MediaListStatus, MediaType } from '@tsuzuki/events';
import type { MediaListEntry } from './mediaList.ts';
import type { ListMember } from './listContext.ts';

type ActivityRecord = NonNullable<EventData<'MediaListEntrySaved'>['activity']>;

/** AniList's wording of a list activity, per status and media type. */
const WORDING: Record<MediaType, Record<MediaListStatus, string>> = {
  ANIME: {
    CURRENT: 'watched episode',
    REPEATING: 'rewatched episode',
    COMPLETED: 'completed',
    PLANNING: 'plans to watch',
    PAUSED: 'paused watching',
    DROPPED: 'dropped',
  },
  MANGA: {
    CURRENT: 'read chapter',
    REPEATING: 'reread chapter',
    COMPLETED: 'completed',
    PLANNING: 'plans to read',
    PAUSED: 'paused reading',
    DROPPED: 'dropped',
  },
};

/** Statuses whose activity names the episode or chapter reached. */
const WITH_PROGRESS: ReadonlySet<MediaListStatus> = new Set(['CURRENT', 'REPEATING']);

export const activityWording = (type: MediaType, status: MediaListStatus) => WORDING[type][status];

/**
 * The activity a save makes (social §2: list changes create list activity), or null. A new entry, a new status,
 * or more progress while watching makes one; nothing does for private entries, for statuses the member switched
 * off (disabledListActivity). Starting to watch at episode 0 (a title added as Watching, a rewatch begun) still
 * tells followers, without an episode: the feed is where they learn of it. Progress within the member's merge time
 * of the entry's last activity of the same wording merges into it ("3 - 5").
 */
export function listActivity(
  before: MediaListEntry | null,
  after: MediaListEntry,
  member: ListMember,
  now: number,
  freshId: () => number,
): ActivityRecord | null {
  if (after.private || member.disabledListActivity.includes(after.status)) return null;
  const statusChanged = before?.status !== after.status;
  const progressed = WITH_PROGRESS.has(after.status) && after.progress > (before?.progress ?? 0);
  if (!statusChanged && !progressed) return null;
  const status = activityWording(after.mediaType, after.status);
  if (!WITH_PROGRESS.has(after.status)) return { activityId: freshId(), merged: false, status, progress: null };
  if (after.progress === 0) return { activityId: freshId(), merged: false, status, progress: null };
  const last = before?.lastActivity;
  const windowMs = member.activityMergeTime * 60_000;
  if (last && last.status === status && windowMs > 0 && now - last.at <= windowMs && last.firstProgress !== null) {
    const first = last.firstProgress.split(' - ')[0]!;
    const progress = first === String(after.progress) ? first : `${first} - ${after.progress}`;
    return { activityId: last.activityId, merged: true, status, progress };
  }
  // A jump of several episodes at once reads as the range from the first one watched.
  const from = before && WITH_PROGRESS.has(before.status) && before.progress + 1 < after.progress ? before.progress + 1 : null;
  return { activityId: freshId(), merged: false, status, progress: from ? `${from} - ${after.progress}` : String(after.progress) };
}
