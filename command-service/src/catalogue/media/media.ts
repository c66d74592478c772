import type { DomainEvent, EventData, MediaFields, MediaType } from '@tsuzuki/events';

export type MediaStatistics = Omit<EventData<'MediaStatisticsImported'>, 'mediaId'>;

export type MediaState =
  | { exists: false }
  | { exists: true; mediaId: number; type: MediaType; fields: MediaFields; statistics: MediaStatistics | null };

export const initialMediaState: MediaState = { exists: false };

export function evolveMedia(state: MediaState, event: DomainEvent): MediaState {
  switch (event.type) {
    case 'MediaAdded': {
      const { mediaId, type, ...fields } = event.data;
      return { exists: true, mediaId, type, fields, statistics: null };
    }
    case 'MediaUpdated':
      return state.exists ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
    case 'MediaStatisticsImported': {
      if (!state.exists) return state;
      const { mediaId: _mediaId, ...statistics } = event.data;
      return { ...state, statistics };
    }
    default:
      return state;
  }
}
