import type { MediaListStatus, MediaStatus, MediaType } from '@tsuzuki/events';
import type { ScoreFormat } from '@tsuzuki/events/scores';

/** The member's settings a list decision reads (their user stream): score format, custom lists, activity rules. */
export interface ListMember {
  scoreFormat: ScoreFormat;
  lists: Record<
    MediaType,
    {
      customLists: string[];
      /** Epoch milliseconds at which each custom list was last created (absent: since the start). */
      customListsSince?: Record<string, number>;
      advancedScoring: string[];
      advancedScoringEnabled: boolean;
    }
  >;
  /** Minutes within which list activities of one entry merge (0: never). */
  activityMergeTime: number;
  /** Statuses whose changes make no activity. */
  disabledListActivity: MediaListStatus[];
  /** IANA zone or ±HH:MM: what "today" means for automatic dates. */
  timezone: string | null;
}

/** What a list decision needs to know about a media (its stream). */
export interface ListMedia {
  mediaId: number;
  type: MediaType;
  status: MediaStatus | null;
  episodes: number | null;
  chapters: number | null;
  volumes: number | null;
  isLocked: boolean;
}

export interface ListContext {
  /** Null when the user does not exist. */
  member: ListMember | null;
  /** The media the command names; a missing one does not exist. */
  media: ReadonlyMap<number, ListMedia>;
}
