import type { DomainEvent, EventData, MediaFields, MediaType } from '@tsuzuki/events';
import { EMPTY_BOOK, evolveBook, type SubmissionBook } from '../submissions/book.ts';

export type MediaStatistics = Omit<EventData<'MediaStatisticsImported'>, 'mediaId'>;

/**
 * A media's stream: the media once added (until deleted or merged away: `removed`), and the members' submissions
 * about it, which for a new media come before it exists (ADR 22).
 */
export type MediaState =
  | { exists: false; removed: boolean; submissions: SubmissionBook }
  | {
      exists: true;
      mediaId: number;
      type: MediaType;
      fields: MediaFields;
      statistics: MediaStatistics | null;
      submissions: SubmissionBook;
    };

export const initialMediaState: MediaState = { exists: false, removed: false, submissions: EMPTY_BOOK };

export function evolveMedia(state: MediaState, event: DomainEvent): MediaState {
  switch (event.type) {
    case 'MediaAdded': {
      const { mediaId, type, submissionId: _submissionId, ...fields } = event.data;
      return { exists: true, mediaId, type, fields, statistics: null, submissions: state.submissions };
    }
    case 'MediaUpdated':
      return state.exists ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    case 'MediaStatisticsImported': {
      if (!state.exists) return state;
      const { mediaId: _mediaId, ...statistics } = event.data;
      return { ...state, statistics };
    }
    case 'MediaDeleted':
    case 'MediaMerged':
      return { exists: false, removed: true, submissions: state.submissions };
    case 'SubmissionCreated':
    case 'SubmissionAccepted':
    case 'SubmissionRejected':
      return { ...state, submissions: evolveBook(state.submissions, event) };
    default:
      return state;
  }
}
