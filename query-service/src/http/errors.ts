import { GraphQLError } from 'graphql';
import { isRefusalCode, type RefusalCode } from '@tsuzuki/events/commands';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'RYW_TIMEOUT'
  | 'INTERNAL'
  // The command-service's refusals (validation, permission, not found, conflict, the /auth routes' own), passed on
  // unchanged; UNAUTHORIZED, FORBIDDEN and NOT_FOUND are the query-service's own refusals too.
  | RefusalCode
  // The command-service could not be reached or stopped mid-request (the message says whether it may have saved).
  | 'UNAVAILABLE'
  // A read ran past the statement timeout (QUERY_STATEMENT_TIMEOUT_MS) and PostgreSQL cancelled it.
  | 'TIMEOUT'
  // A document over the request limits (http/limits.ts), a body too large, a rate limit.
  | 'QUERY_TOO_COMPLEX'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  // More requests than the process takes on at once: answered 503 before any work (http/admission.ts, ADR 44).
  | 'OVERLOADED';

/**
 * An expected failure with the status and message a client sees. Resolvers throw these; everything else
 * is unexpected and reaches the client as "Internal Server Error" (see formatError).
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly validation?: Record<string, string[]>;

  constructor(status: number, code: ErrorCode, message: string, validation?: Record<string, string[]>) {
    // An expected answer, not a fault: no stack trace. Capturing one (and mapping it through source maps) cost a
    // request that answers "Not Found." more than the answer itself.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.status = status;
    this.code = code;
    if (validation) this.validation = validation;
  }
}

// Messages AniList clients branch on (spec/core.md §8).
/** A refusal of a plain HTTP route (uploads, import, export, the API settings) in the GraphQL error shape. */
export function sendError(res: { status(code: number): { json(body: unknown): unknown } }, err: AppError): void {
  res.status(err.status).json({
    errors: [
      {
        message: err.message,
        status: err.status,
        ...(err.validation ? { validation: err.validation } : {}),
        extensions: { code: err.code },
      },
    ],
  });
}

export const notFound = () => new AppError(404, 'NOT_FOUND', 'Not Found.');
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Unauthorized.');
export const badInput = (message: string, validation?: Record<string, string[]>) =>
  new AppError(400, 'BAD_USER_INPUT', message, validation);
/** AniList's answer to a Viewer query without a valid login; clients clear their stored login on it. */
export const invalidToken = () => new AppError(401, 'UNAUTHORIZED', 'Invalid token');
export const CSRF_MESSAGE = 'Forbidden. Invalid CSRF token.';
export const invalidCsrf = () => new AppError(403, 'FORBIDDEN', CSRF_MESSAGE);

/**
 * A refusal from the command-service (its problem body) as the error the client sees: status, message and
 * validation map unchanged. Null for anything that is not an expected refusal (a 5xx, an unreadable body).
 */
export function fromProblem(status: number, body: Record<string, unknown> | null): AppError | null {
  if (!body || status >= 500 || typeof body.message !== 'string') return null;
  const code = isRefusalCode(body.code) ? body.code : 'BAD_USER_INPUT';
  const validation = body.validation && typeof body.validation === 'object' ? (body.validation as Record<string, string[]>) : undefined;
  return new AppError(status, code, body.message, validation);
}

/** The wire shape of one error: AniList's top-level status and message plus a stable extensions.code. */
export interface WireError {
  message: string;
  status: number;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  validation?: Record<string, string[]>;
  extensions: { code: ErrorCode };
}

/**
 * PostgreSQL cancelled the statement (SQLSTATE 57014, query_canceled): the read pool's statement timeout ran out,
 * usually because the server is busy. Nothing was wrong with the request, so it is no 500: the client may try again.
 */
export const isStatementTimeout = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === '57014';

export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again in a moment.';
/** Seconds a client is asked to wait before trying a timed-out request again. */
export const TIMEOUT_RETRY_AFTER = 5;
/** The answer to a request the admission gate sheds (ADR 44); spec/core.md fixes no wording for it. */
export const BUSY_MESSAGE = 'The site is busy right now. Please try again in a moment.';
/** Seconds a shed client is asked to wait: a moment, long enough for the backlog of the moment to drain. */
export const BUSY_RETRY_AFTER = 2;
export const timedOut = () => new AppError(503, 'TIMEOUT', TIMEOUT_MESSAGE);

/** A resolver failure that is not an AppError: a bug or an outage, logged and hidden from the client. */
export const isUnexpected = (err: GraphQLError) =>
  !!err.originalError &&
  !(err.originalError instanceof AppError) &&
  !(err.originalError instanceof GraphQLError) &&
  !isStatementTimeout(err.originalError);

export function toWireError(err: Readonly<GraphQLError | Error>): WireError {
  if (!(err instanceof GraphQLError)) {
    // The request itself could not be read (no query, broken JSON).
    return { message: err.message, status: 400, extensions: { code: 'BAD_USER_INPUT' } };
  }
  const base = { locations: err.locations, path: err.path };
  const original = isStatementTimeout(err.originalError) ? timedOut() : err.originalError;
  if (original instanceof AppError) {
    return {
      message: original.message,
      status: original.status,
      ...base,
      ...(original.validation ? { validation: original.validation } : {}),
      extensions: { code: original.code },
    };
  }
  if (isUnexpected(err)) {
    return { message: 'Internal Server Error', status: 500, ...base, extensions: { code: 'INTERNAL' } };
  }
  if (err.extensions?.code === 'QUERY_TOO_COMPLEX')
    return { message: err.message, status: 400, ...base, extensions: { code: 'QUERY_TOO_COMPLEX' } };
  if (err.extensions?.code === 'BAD_TEXT') {
    const validation = err.extensions.validation as Record<string, string[]> | undefined;
    return { message: err.message, status: 400, ...base, ...(validation ? { validation } : {}), extensions: { code: 'BAD_USER_INPUT' } };
  }
  // Syntax, validation and variable coercion errors come from graphql-js itself and describe the request.
  const code = err.message.startsWith('Syntax Error')
    ? 'GRAPHQL_PARSE_FAILED'
    : err.path || err.message.startsWith('Variable "$')
      ? 'BAD_USER_INPUT'
      : 'GRAPHQL_VALIDATION_FAILED';
  return { message: err.message, status: 400, ...base, extensions: { code } };
}
