import { describe, expect, it } from 'vitest';
import type { LogEvent, RequestParameters } from 'relay-runtime';
import { afterMutations, trackMutations } from './pendingMutations.ts';

// ADR 71: a live count written while the viewer's own mutation is in flight would be moved once more by its answer.
const start = (executeId: number, operationKind: 'mutation' | 'query') =>
  ({ name: 'execute.start', executeId, params: { operationKind } as RequestParameters, variables: {}, cacheConfig: {} }) as LogEvent;

describe('afterMutations', () => {
  it('writes at once with no mutation in flight, and after the last one ends otherwise, in order', () => {
    const written: string[] = [];
    afterMutations(() => written.push('now'));
    trackMutations(start(1, 'mutation'));
    trackMutations(start(2, 'query'));
    trackMutations(start(3, 'mutation'));
    afterMutations(() => written.push('first'));
    afterMutations(() => written.push('second'));
    trackMutations({ name: 'execute.complete', executeId: 2 });
    trackMutations({ name: 'execute.complete', executeId: 1 });
    expect(written).toEqual(['now']);
    trackMutations({ name: 'execute.error', executeId: 3, error: new Error('refused') });
    expect(written).toEqual(['now', 'first', 'second']);
    afterMutations(() => written.push('later'));
    expect(written).toEqual(['now', 'first', 'second', 'later']);
  });
});
