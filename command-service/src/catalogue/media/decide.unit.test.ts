import { describe, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { given, metadata } from '../../framework/testing.ts';
import { mediaAdded, mediaFields, statistics } from '../testData.ts';
import type { AddMedia, ImportMediaStatistics, UpdateMedia } from './commands.ts';
import { mediaDecider } from './decide.ts';

const addMedia = (mediaId: number, payloadId?: number): AddMedia => {
  const { mediaId: _id, ...data } = mediaAdded(mediaId);
  return { type: 'AddMedia', payload: { ...data, ...(payloadId ? { mediaId: payloadId } : {}) }, metadata: metadata({ mediaId }) };
};
const updateMedia = (mediaId: number, changes: UpdateMedia['payload']['changes']): UpdateMedia => ({
  type: 'UpdateMedia',
  payload: { mediaId, changes },
  metadata: metadata({ mediaId }),
});
const importStatistics = (mediaId: number, popularity?: number): ImportMediaStatistics => ({
  type: 'ImportMediaStatistics',
  payload: statistics(mediaId, popularity),
  metadata: metadata({ mediaId }),
});

describe('media decide', () => {
  it('AddMedia adds the media under the id from the metadata', () => {
    given(mediaDecider)
      .when(addMedia(12))
      .then([{ type: 'MediaAdded', data: mediaAdded(12) }]);
  });

  it('AddMedia on an existing media is a conflict', () => {
    given(mediaDecider, { type: 'MediaAdded', data: mediaAdded(12) })
      .when(addMedia(12, 12))
      .thenThrows(new ConflictError('Media already exists.'));
  });

  it('UpdateMedia records only the fields that change', () => {
    given(mediaDecider, { type: 'MediaAdded', data: mediaAdded(12) })
      .when(
        updateMedia(12, {
          episodes: 25,
          synonyms: ['AoT'],
          title: { romaji: 'Shingeki no Kyojin', english: 'Attack on Titan', native: null },
        }),
      )
      .then([
        {
          type: 'MediaUpdated',
          data: {
            mediaId: 12,
            changes: { title: { romaji: 'Shingeki no Kyojin', english: 'Attack on Titan', native: null } },
            before: { title: { romaji: 'Shingeki no Kyojin', english: 'Attack on Titan', native: '進撃の巨人' } },
            reason: null,
            submissionId: null,
          },
        },
      ]);
  });

  it('UpdateMedia compares with the state after earlier updates', () => {
    given(
      mediaDecider,
      { type: 'MediaAdded', data: mediaAdded(12) },
      { type: 'MediaUpdated', data: { mediaId: 12, changes: { episodes: 12 } } },
    )
      .when(updateMedia(12, { episodes: 25 }))
      .then([
        {
          type: 'MediaUpdated',
          data: { mediaId: 12, changes: { episodes: 25 }, before: { episodes: 12 }, reason: null, submissionId: null },
        },
      ]);
  });

  it('UpdateMedia that changes nothing records nothing', () => {
    given(mediaDecider, { type: 'MediaAdded', data: mediaAdded(12) })
      .when(updateMedia(12, { genres: mediaFields().genres, episodes: 25 }))
      .then([]);
  });

  it('UpdateMedia on a missing media is not found', () => {
    given(mediaDecider)
      .when(updateMedia(12, { episodes: 3 }))
      .thenThrows(new NotFoundError('Media not found.'));
  });

  it('ImportMediaStatistics needs the media, and records new figures only', () => {
    given(mediaDecider).when(importStatistics(12)).thenThrows(new NotFoundError('Media not found.'));
    given(mediaDecider, { type: 'MediaAdded', data: mediaAdded(12) })
      .when(importStatistics(12))
      .then([{ type: 'MediaStatisticsImported', data: statistics(12) }]);
    given(mediaDecider, { type: 'MediaAdded', data: mediaAdded(12) }, { type: 'MediaStatisticsImported', data: statistics(12) })
      .when(importStatistics(12))
      .then([]);
    given(mediaDecider, { type: 'MediaAdded', data: mediaAdded(12) }, { type: 'MediaStatisticsImported', data: statistics(12) })
      .when(importStatistics(12, 2000))
      .then([{ type: 'MediaStatisticsImported', data: statistics(12, 2000) }]);
  });
});
