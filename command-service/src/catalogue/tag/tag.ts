import type { DomainEvent, EventData } from '@tsuzuki/events';

/** A member's proposal of this tag for one media (absent: the tag was created directly, by an import or a moderator). */
export interface TagSubmission {
  mediaId: number;
  userId: number;
  isMediaSpoiler: boolean;
  description: string | null;
  /** The moderator's reason, once denied. */
  reason: string | null;
}

/**
 * A tag stream: a known tag (APPROVED: created, or accepted from a submission), or a submission still PENDING or
 * DENIED. Only an APPROVED tag can be put on media.
 */
export type MediaTagState =
  | { exists: false }
  | {
      exists: true;
      status: 'PENDING' | 'DENIED' | 'APPROVED';
      tagId: number;
      name: string;
      isAdult: boolean;
      mediaTag: EventData<'MediaTagCreated'> | null;
      submission: TagSubmission | null;
    };

export const initialMediaTagState: MediaTagState = { exists: false };

export function evolveMediaTag(state: MediaTagState, event: DomainEvent): MediaTagState {
  switch (event.type) {
    case 'MediaTagCreated': {
      const d = event.data;
      const submission = state.exists ? state.submission : null;
      return { exists: true, status: 'APPROVED', tagId: d.tagId, name: d.name, isAdult: d.isAdult, mediaTag: d, submission };
    }
    case 'MediaTagSubmitted': {
      const d = event.data;
      return {
        exists: true,
        status: 'PENDING',
        tagId: d.tagId,
        name: d.name,
        isAdult: d.isAdult,
        mediaTag: null,
        submission: { mediaId: d.mediaId, userId: d.userId, isMediaSpoiler: d.isMediaSpoiler, description: d.description, reason: null },
      };
    }
    case 'MediaTagSubmissionDenied':
      if (!state.exists || !state.submission) return state;
      return { ...state, status: 'DENIED', submission: { ...state.submission, reason: event.data.reason } };
    default:
      return state;
  }
}
