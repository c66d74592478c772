// Transport error rules of core §8, as pure functions so that they can be tested without a server.

/** One GraphQL error as the API reports it: AniList-style status and message, a validation map on bad input. */
export interface WireError {
  message?: string;
  status?: number;
  validation?: Record<string, readonly string[] | string>;
  extensions?: { status?: number; code?: string };
}

/** A failed GraphQL call: the first error's status and message, with every error kept for the toast rules. */
export class GraphQLRequestError extends Error {
  /** Set once the transport itself has told the user (the sticky "Session expired" toast). */
  handled = false;

  constructor(
    message: string,
    readonly status: number,
    readonly errors: readonly WireError[] = [],
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
  }

  /** Every validation message of every error, in order. */
  get validationMessages(): string[] {
    return this.errors.flatMap((error) =>
      Object.values(error.validation ?? {}).flatMap((messages) => (Array.isArray(messages) ? messages : [messages as string])),
    );
  }

  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

export const INTERNAL_SERVER_ERROR = 'Internal Server Error';
export const SESSION_EXPIRED = 'Session expired, please refresh';
export const TOAST_MS = 5000;

export function statusOf(error: WireError, fallback: number): number {
  return error.status ?? error.extensions?.status ?? fallback;
}

export function toRequestError(errors: readonly WireError[], httpStatus: number): GraphQLRequestError {
  const first = errors[0] ?? {};
  return new GraphQLRequestError(first.message || INTERNAL_SERVER_ERROR, statusOf(first, httpStatus), errors);
}

/**
 * Whether a query's answer must be refused whole although it came with data: a field the server failed to load
 * (5xx) in a query that asks for one block only, Relay's refetch and pagination queries (@refetchable). Their data
 * is merged into a list that a null page would silently end; failing the call lets the list say so.
 */
export function failsWhole(operationName: string, errors: readonly WireError[], httpStatus: number): boolean {
  return /(Pagination|Refetch)Query$/.test(operationName) && errors.some((error) => statusOf(error, httpStatus) >= 500);
}

/** 403 with a message beginning "Forbidden.": the session (or its CSRF token) is no longer valid. */
export function isForbidden(status: number, message: string): boolean {
  return status === 403 && message.startsWith('Forbidden.');
}

/**
 * When the transport re-reads the page's token and retries once: a forbidden mutation (stale CSRF token) or a 401
 * that mentions an access token.
 */
export function shouldRefreshAndRetry(status: number, message: string, isMutation: boolean): boolean {
  if (isMutation && isForbidden(status, message)) return true;
  return status === 401 && /access token/i.test(message);
}

export interface ToastSpec {
  readonly text: string;
  /** Milliseconds, or null for a toast that never closes. */
  readonly duration: number | null;
}

/**
 * What a failed call shows (core §8): a forbidden session a toast that never closes; validation errors together,
 * separated by blank lines, for 5 s; otherwise the first error message, or "Internal Server Error".
 */
export function errorToast(error: unknown): ToastSpec {
  if (error instanceof GraphQLRequestError) {
    if (isForbidden(error.status, error.message)) return { text: SESSION_EXPIRED, duration: null };
    const validation = error.validationMessages;
    if (validation.length > 0) return { text: validation.join('\n\n'), duration: TOAST_MS };
    return { text: error.message || INTERNAL_SERVER_ERROR, duration: TOAST_MS };
  }
  if (error instanceof Error && error.message) return { text: error.message, duration: TOAST_MS };
  return { text: INTERNAL_SERVER_ERROR, duration: TOAST_MS };
}

/** The server's message for a failed call, if it sent one (screens compose their own texts around it). */
export function serverMessage(error: unknown): string | null {
  if (error instanceof GraphQLRequestError) {
    const validation = error.validationMessages;
    if (validation.length > 0) return validation.join('\n\n');
    return error.errors[0]?.message || null;
  }
  return null;
}
