// Release states the screens must be able to show on a fresh start (issue 24) that bangumi-data's real anime never
// reach: an anime on hiatus and one cancelled. Only fictional titles get them, since a real title must not be given
// a status it does not have. Applied to the planned drafts before the catalogue is built from them.
import type { MediaDraft } from './draft.ts';

/**
 * The first fictional airing series with episodes out goes on hiatus (what aired stays, nothing is scheduled), and
 * the first fictional announced anime is cancelled before it aired (no schedule). Each only if none has that status.
 */
export function fictionalStates(drafts: MediaDraft[], now: Date): void {
  const nowSeconds = now.getTime() / 1000;
  const fictional = drafts.filter((d) => d.type === 'ANIME' && !d.real && !d.isAdult);
  const aired = (d: MediaDraft) => d.airingSchedule.filter((a) => a.airingAt <= nowSeconds);
  if (!drafts.some((d) => d.type === 'ANIME' && d.status === 'HIATUS')) {
    const paused = fictional.find((d) => d.status === 'RELEASING' && aired(d).length >= 2);
    if (paused) Object.assign(paused, { status: 'HIATUS', airingSchedule: aired(paused) });
  }
  if (!drafts.some((d) => d.type === 'ANIME' && d.status === 'CANCELLED')) {
    const cancelled = fictional.find((d) => d.status === 'NOT_YET_RELEASED');
    if (cancelled) Object.assign(cancelled, { status: 'CANCELLED', airingSchedule: [] });
  }
}
