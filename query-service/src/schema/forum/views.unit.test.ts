import { afterEach, describe, expect, it } from 'vitest';
import type { CommandForwarder } from '../../commands/forward.ts';
import { countThreadView, flush, resetThreadViews } from './views.ts';

type Sent = { hour: number; batchId: string; views: { threadId: number; views: number }[] };

/** A forwarder that records what it is asked to send, failing while `down`. */
function forwarder() {
  const sent: Sent[] = [];
  const state = { down: false };
  const commands: CommandForwarder = {
    async send(name, payload) {
      expect(name).toBe('RecordThreadViews');
      if (state.down) throw new Error('command-service unreachable');
      sent.push(payload as Sent);
      return { position: '1:1', stream: 'threadviews-1', streamVersion: '0', ids: {}, duplicate: false };
    },
    sendAsGiven: () => Promise.reject(new Error('thread views are sent checked')),
  };
  return { sent, state, ctx: { commands, log: { warn: () => undefined } } };
}

afterEach(() => resetThreadViews());

describe('thread view counting', () => {
  it('records the views counted since the last flush as one batch', async () => {
    const { sent, ctx } = forwarder();
    for (const id of [3, 9, 3, 3]) countThreadView(ctx, id);
    await flush(ctx.commands, ctx.log);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.views).toEqual([
      { threadId: 3, views: 3 },
      { threadId: 9, views: 1 },
    ]);
    await flush(ctx.commands, ctx.log);
    expect(sent).toHaveLength(1);
  });

  it('sends a batch that failed again, under the same id, before newer views', async () => {
    const { sent, state, ctx } = forwarder();
    countThreadView(ctx, 5);
    state.down = true;
    await flush(ctx.commands, ctx.log);
    countThreadView(ctx, 6);
    state.down = false;
    await flush(ctx.commands, ctx.log);
    expect(sent.map((b) => b.views)).toEqual([[{ threadId: 5, views: 1 }], [{ threadId: 6, views: 1 }]]);
    expect(new Set(sent.map((b) => b.batchId)).size).toBe(2);
  });
});
