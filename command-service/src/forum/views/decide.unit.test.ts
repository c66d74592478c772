import { describe, it } from 'vitest';
import { newEvent } from '@tsuzuki/events';
import { metadata, given } from '../../framework/testing.ts';
import { threadViewsDecider, type RecordThreadViews } from './commands.ts';

const record = (batchId: string, views: { threadId: number; views: number }[]): RecordThreadViews => ({
  type: 'RecordThreadViews',
  payload: { hour: 480_000, batchId, views },
  metadata: metadata({ hour: 480_000 }, { kind: 'guest' }),
});

describe('RecordThreadViews', () => {
  it('records a batch as one event, one entry per thread in id order', () => {
    given(threadViewsDecider)
      .when(
        record('a:1', [
          { threadId: 9, views: 2 },
          { threadId: 3, views: 1 },
          { threadId: 9, views: 1 },
        ]),
      )
      .then([
        newEvent('ThreadViewsCounted', {
          batchId: 'a:1',
          views: [
            { threadId: 3, views: 1 },
            { threadId: 9, views: 3 },
          ],
        }),
      ]);
  });

  it('counts a retried batch once', () => {
    given(threadViewsDecider, newEvent('ThreadViewsCounted', { batchId: 'a:1', views: [{ threadId: 3, views: 1 }] }))
      .when(record('a:1', [{ threadId: 3, views: 1 }]))
      .then([]);
  });
});
