import { newEvent, threadViewsStream, type DomainEvent } from '@tsuzuki/events';
import { defineCommand, type ContractCommand, type Decider } from '../../framework/command.ts';
import { anyone } from '../../framework/permissions.ts';

export type RecordThreadViews = ContractCommand<'RecordThreadViews', { hour: number }>;

/** The batches an hour's stream has recorded. */
type Recorded = ReadonlySet<string>;

function foldRecorded(state: Recorded, events: readonly DomainEvent[]): Recorded {
  const next = new Set(state);
  for (const e of events) if (e.type === 'ThreadViewsCounted') next.add(e.data.batchId);
  return next;
}

export const threadViewsDecider: Decider<RecordThreadViews, Recorded> = {
  initialState: new Set(),
  evolve: (state, event) => foldRecorded(state, [event]),
  fold: foldRecorded,
  decide(command, state) {
    const { batchId, views } = command.payload;
    if (state.has(batchId)) return [];
    // One entry per thread, in id order: a batch reads the same however it was gathered.
    const counts = new Map<number, number>();
    for (const v of views) counts.set(v.threadId, (counts.get(v.threadId) ?? 0) + v.views);
    const merged = [...counts].sort((a, b) => a[0] - b[0]).map(([threadId, n]) => ({ threadId, views: n }));
    return [newEvent('ThreadViewsCounted', { batchId, views: merged })];
  },
};

export const threadViewsCommands = [
  defineCommand<RecordThreadViews, Recorded>({
    type: 'RecordThreadViews',
    // Sent by the query-service on behalf of whoever's request flushed the batch (guests too): views are nobody's.
    authorise: anyone,
    id: { field: 'hour', kind: 'thread', allocate: false },
    stream: threadViewsStream,
    decider: threadViewsDecider,
  }),
];
