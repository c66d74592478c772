import type { RelayFieldLogger } from 'relay-runtime';
import { GraphQLRequestError } from '../transport/errors.ts';

/** The copy a block shows when the server could not answer it and said nothing more (HTTP's reason phrases). */
const REASONS: Record<number, string> = { 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };
const reason = (status: number) => REASONS[status] ?? 'Internal Server Error';

/**
 * A field of an answer the server could not produce (5xx at that field's path): the data there is null, but it is
 * not "nothing". Thrown while a component reads the field, so that the nearest block (BlockBoundary) or the route's
 * error screen says so with a Retry, instead of the list's empty text.
 */
export class LoadFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message || reason(status));
    this.name = 'LoadFailure';
  }
}

interface FieldError {
  message?: unknown;
  status?: unknown;
  extensions?: { status?: unknown } | null;
}

/**
 * Whether a field error means the load failed rather than a fact about the data: a 4xx at a field (a deleted media
 * in someone's list is Not Found) stays the screen's decision, as a null it already handles.
 */
export function loadFailureOf(error: FieldError): LoadFailure | null {
  const status = Number(error.status ?? error.extensions?.status ?? 500);
  if (Number.isFinite(status) && status < 500) return null;
  return new LoadFailure(typeof error.message === 'string' ? error.message : '', Number.isFinite(status) ? status : 500);
}

/**
 * The failure of a field a query reads with `@catch` (Relay's Result): Relay leaves the message out of the errors
 * it hands over, so the status speaks.
 */
export function caughtFailure(errors: readonly unknown[] | null | undefined): LoadFailure {
  const first = (errors?.[0] ?? {}) as FieldError;
  return loadFailureOf(first) ?? new LoadFailure('', 500);
}

/**
 * Relay's field logger sees every field error a component reads. One that no `@catch` handles and that is a failed
 * load is thrown here, the hook Relay leaves for this (handlePotentialSnapshotErrors), so every screen gets it.
 */
export const throwLoadFailures: RelayFieldLogger = (event) => {
  if (event.kind !== 'relay_field_payload.error' || event.handled) return;
  const failure = loadFailureOf(event.error as FieldError);
  if (failure) throw failure;
};

/**
 * An error that means "the data did not come", which asking again may mend: a failed field, an answer with no data
 * (5xx, 429) and a request that got no answer at all. Anything else is a bug for the route's error screen.
 */
export function isLoadError(error: unknown): boolean {
  if (error instanceof LoadFailure) return true;
  if (error instanceof GraphQLRequestError) return error.status >= 500 || error.status === 429;
  // fetch rejects with a TypeError when the connection fails.
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}
