import type { Request, RequestHandler, Response } from 'express';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import type { OperationContext } from 'graphql-sse';
import { createHandler } from 'graphql-sse/lib/use/express';
import type { Context } from '../context.ts';
import type { Schemas } from '../schema/executable.ts';
import { invalidCsrf, isUnexpected, toWireError } from './errors.ts';
import { SCHEMA_HEADER } from './graphqlRoute.ts';
import { badVariable, DocumentCache } from './prepare.ts';
import { RequestCost } from './requestCost.ts';

/** Where the GraphQL over Server-Sent Events protocol (graphql-sse, distinct connections mode) is served (ADR 70). */
export const STREAM_PATH = '/graphql/stream';

interface StreamDeps {
  schemas: Schemas;
  createContext: (req: Request) => Context;
  documents?: DocumentCache;
}

// With `data` (null), or graphql-sse takes it for execution arguments.
const refusal = (err: GraphQLError): ExecutionResult => ({ data: null, errors: [err] });

/**
 * Subscriptions over Server-Sent Events. Only subscriptions: queries and mutations go to /graphql, where the answer
 * cache, the admission gate and read-your-writes are. The request was authenticated and rate limited like /graphql
 * (app.ts); a browser's session must also show its page's CSRF token, so that no other site's page can hold a
 * member's stream open. A stream holds no admission slot: it costs memory and a share of the hub's queries, not a
 * request's worth of work, and the hub bounds how many a member and a process may hold (live/notificationHub.ts).
 */
export function streamRoute({ schemas, createContext, documents = new DocumentCache() }: StreamDeps): RequestHandler {
  const handler = createHandler<OperationContext>({
    // Distinct connections only: a token-reserved stream (the "single connection mode") would live in this
    // process's memory, and the balancer sends a client's next request wherever it likes.
    authenticate: () => null,
    // onSubscribe validated the document already (DocumentCache keeps the verdict per text).
    validate: () => [],
    onSubscribe: (req, params) => {
      const raw = req.raw;
      const internal = raw.get(SCHEMA_HEADER) === 'internal';
      const schema = internal ? schemas.internal : schemas.public;
      const prepared = documents.prepare(internal ? 'internal' : 'public', schema, params.query);
      if (prepared.errors.length) return refusal(prepared.errors[0]!);
      const badText = badVariable(params.variables ?? undefined);
      if (badText) return refusal(badText);
      if (getOperationAST(prepared.document!, params.operationName)?.operation !== 'subscription')
        return refusal(new GraphQLError('Only subscriptions are served here: send queries and mutations to /graphql.'));
      const ctx = createContext(raw);
      if (!ctx.session.csrfOk) return refusal(new GraphQLError(invalidCsrf().message, { originalError: invalidCsrf() }));
      ctx.cost = new RequestCost(documents.limits.maxCost);
      return {
        schema,
        document: prepared.document!,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: ctx as unknown as OperationContext,
      };
    },
    // Every result, the first and each event's, goes out in the API's error shape; unexpected errors are logged.
    onNext: (context, _req, result) => {
      const ctx = context as Context | undefined;
      if (!result.errors?.length) return;
      for (const e of result.errors)
        if (isUnexpected(e)) ctx?.log.error({ err: e.originalError, path: e.path, requestId: ctx?.requestId }, 'unexpected stream error');
      return { ...result, errors: result.errors.map((e) => toWireError(e) as unknown as GraphQLError) };
    },
  });
  return (req: Request, res: Response, next) => {
    // nginx in front (client/nginx.conf) would otherwise buffer the stream's events.
    res.setHeader('X-Accel-Buffering', 'no');
    handler(req, res).catch(next);
  };
}
