import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../transport/errors.ts';
import { isLoadError, LoadFailure, loadFailureOf, throwLoadFailures } from './loadFailure.ts';

// Issue 20, "a failed load is never shown as empty": a field the server could not load reads as an error, not as null.
describe('failed loads', () => {
  it('treats a 5xx at a field as a failed load, with the server message', () => {
    const failure = loadFailureOf({ message: 'The site is busy.', status: 503 });
    expect(failure).toBeInstanceOf(LoadFailure);
    expect(failure).toMatchObject({ message: 'The site is busy.', status: 503 });
    expect(loadFailureOf({ message: 'Gateway', extensions: { status: 504 } })?.status).toBe(504);
    // An error without a status is the server's fault too (graphql-js reports unexpected ones bare).
    expect(loadFailureOf({ message: 'boom' })?.status).toBe(500);
  });

  it('leaves a 4xx at a field to the screen (a deleted media in a list is Not Found)', () => {
    expect(loadFailureOf({ message: 'Not Found.', status: 404 })).toBeNull();
  });

  it('throws from the field logger only for unhandled payload errors', () => {
    const event = { kind: 'relay_field_payload.error', owner: 'X', fieldPath: 'a', shouldThrow: false, handled: false } as const;
    expect(() => throwLoadFailures({ ...event, error: { message: 'busy', status: 503 } } as never)).toThrow(LoadFailure);
    expect(() => throwLoadFailures({ ...event, handled: true, error: { message: 'busy', status: 503 } } as never)).not.toThrow();
    expect(() => throwLoadFailures({ ...event, error: { message: 'Not Found.', status: 404 } } as never)).not.toThrow();
    expect(() =>
      throwLoadFailures({ kind: 'missing_expected_data.log', owner: 'X', fieldPath: 'a', uiContext: undefined } as never),
    ).not.toThrow();
  });

  it('knows which errors a Retry may mend', () => {
    expect(isLoadError(new LoadFailure('busy', 503))).toBe(true);
    expect(isLoadError(new GraphQLRequestError('Gateway Timeout', 504))).toBe(true);
    expect(isLoadError(new GraphQLRequestError('Too Many Requests.', 429))).toBe(true);
    expect(isLoadError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isLoadError(new GraphQLRequestError('Not Found.', 404))).toBe(false);
    expect(isLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
