import type { Request as ExpressRequest, RequestHandler, Response } from 'express';
import { getOperationAST, GraphQLError } from 'graphql';
import { createHandler, type OperationArgs, type OperationContext } from 'graphql-http';
import type { Context } from '../context.ts';
import type { AnswerCache, Kept } from './answerCache/cache.ts';
import { answerEncoding } from './answerCompression.ts';
import { ANSWER_CACHE_HEADER, lookUp, type Lookup, type Pending } from './answerCache/lookup.ts';
import type { AnswerRecord, ReplayedEffect } from './answerCache/record.ts';
import type { Schemas } from '../schema/executable.ts';
import { CompiledQueries } from './compiledExecutor.ts';
import { invalidCsrf, isStatementTimeout, isUnexpected, TIMEOUT_RETRY_AFTER, toWireError, type WireError } from './errors.ts';
import type { PersistedQueries } from './persistedQueries.ts';
import { badVariable, DocumentCache } from './prepare.ts';
import { RequestCost } from './requestCost.ts';
import { coerceLooseVariables, parseLooseParams } from './requestParams.ts';

/** Spec §7: a header selects the default or the internal schema; mutations run on the internal one. */
export const SCHEMA_HEADER = 'schema';

/**
 * Stands in for a clean answer's data in graphql-http's serialisation, which passes every key of the answer through a
 * replacer function: for a 2,000-entry list that took 10.5 ms against 4.9 ms for plain JSON.stringify, the largest
 * single cost of the query-service's thread after parsing rows (CPU profile of `npm run bench -- --only lists`). The
 * route puts the data, stringified plainly, where the stand-in's token came out. Answers with errors keep
 * graphql-http's own serialisation (its replacer is what serialises them).
 */
const DATA_TOKEN = '\u0000tsuzuki:data';
const STAND_IN = { toJSON: () => DATA_TOKEN };
const STAND_IN_BODY = JSON.stringify({ data: STAND_IN });

/** A GraphQLError that serialises in the wire shape (status and message at the top, AniList style). */
class WireGraphQLError extends GraphQLError {
  constructor(private readonly wire: WireError) {
    super(wire.message);
  }
  override toJSON() {
    return this.wire as unknown as ReturnType<GraphQLError['toJSON']>;
  }
}

interface RouteDeps {
  schemas: Schemas;
  /** `record`: the request's answer may be kept, and the context must tell it what the execution reads. */
  createContext: (req: ExpressRequest, record: AnswerRecord | null) => Context;
  documents?: DocumentCache;
  /** The site's persisted documents (persistedQueries.ts); without them only query texts are accepted. */
  persisted?: PersistedQueries;
  /** Kept answers, guests' and members' (answerCache/, ADRs 45 and 52); null or absent: every request executes. */
  answers?: AnswerCache | null;
  /** Whose answer a request gets ('' a guest, a member's identity), or null: the cache may neither serve nor keep it. */
  viewer?: (req: ExpressRequest, res: Response) => string | null;
  /** Does again what a served answer's execution did besides answering (a thread page's view). */
  replay?: (req: ExpressRequest, res: Response, effects: readonly ReplayedEffect[]) => void;
}

export function graphqlRoute({
  schemas,
  createContext,
  documents = new DocumentCache(),
  persisted,
  answers = null,
  viewer = () => null,
  replay = () => undefined,
}: RouteDeps): RequestHandler {
  // Requests that named a persisted document (the site's own client) run compiled (ADR 46); query texts, the
  // public API's, once the same text comes again.
  const compiled = new CompiledQueries();
  const byDocumentId = new WeakSet<object>();
  // The cache's lookup parsed these requests' parameters already, and their executions record what they read.
  const pending = new WeakMap<ExpressRequest, Pending>();
  // A request's context, and the data of its clean answer that the stand-in replaced (see DATA_TOKEN).
  const contexts = new WeakMap<ExpressRequest, object>();
  const cleanData = new WeakMap<object, unknown>();
  const schemaNameOf = (req: ExpressRequest) => (req.get(SCHEMA_HEADER) === 'internal' ? 'internal' : 'public');
  const isQuery = (req: ExpressRequest, query: string, operationName: string | undefined) => {
    const name = schemaNameOf(req);
    const { document } = documents.prepare(name, name === 'internal' ? schemas.internal : schemas.public, query);
    return !!document && getOperationAST(document, operationName)?.operation === 'query';
  };
  const handle = createHandler<ExpressRequest, undefined, OperationContext>({
    // Parsing, validation and the request limits (http/limits.ts) happen here, once per document text.
    onSubscribe: (req, params) => {
      const internal = req.raw.get(SCHEMA_HEADER) === 'internal';
      const schema = internal ? schemas.internal : schemas.public;
      const prepared = documents.prepare(internal ? 'internal' : 'public', schema, params.query);
      if (prepared.errors.length) return prepared.errors;
      const badText = badVariable(params.variables ?? undefined);
      if (badText) return [badText];
      const context = createContext(req.raw, pending.get(req.raw)?.record ?? null);
      context.cost = new RequestCost(documents.limits.maxCost);
      contexts.set(req.raw, context);
      const args: OperationArgs<OperationContext> = {
        schema,
        document: prepared.document!,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: context as unknown as OperationContext,
      };
      if (byDocumentId.has(req.raw)) byDocumentId.add(args);
      return args;
    },
    execute: async (args) => {
      const ctx = args.contextValue as Context;
      // Every mutation proves it does not come from another site's page (accounts/csrf.ts).
      if (getOperationAST(args.document, args.operationName)?.operation === 'mutation' && !ctx.session.csrfOk) {
        const refusal = invalidCsrf();
        return { errors: [new GraphQLError(refusal.message, { originalError: refusal })] };
      }
      const coerced = coerceLooseVariables(args);
      const result = byDocumentId.has(args) ? await compiled.run(coerced) : await compiled.runText(coerced);
      // An answer that turned out too large refuses the whole request, not only the field where it passed the limit.
      if (ctx.cost.refusal) return { errors: [new GraphQLError(ctx.cost.refusal.message, { originalError: ctx.cost.refusal })] };
      // Unexpected errors are logged here, where the request's logger and id are known; the client only
      // sees "Internal Server Error".
      for (const e of result.errors ?? []) {
        if (isUnexpected(e)) ctx.log.error({ err: e.originalError, path: e.path, requestId: ctx.requestId }, 'unexpected resolver error');
        // Not the client's fault nor a bug as such, but a read too slow for the timeout: worth a look.
        else if (isStatementTimeout(e.originalError)) ctx.log.warn({ path: e.path, requestId: ctx.requestId }, 'statement timeout');
      }
      if (result.errors?.length || result.extensions || !result.data) return result;
      cleanData.set(ctx, result.data);
      return { data: STAND_IN as unknown as Record<string, unknown> };
    },
    parseRequestParams: (req) => pending.get(req.raw)?.params ?? parseRequestParams(req.raw),
    formatError: (err) => new WireGraphQLError(toWireError(err)),
  });

  // Parsed once per request, by the cache's lookup or by graphql-http; a documentId found marks the request compiled.
  const parseRequestParams = (req: ExpressRequest) => {
    const lookUpText = (id: string) => {
      const text = persisted?.text(id);
      if (text !== undefined) byDocumentId.add(req);
      return text;
    };
    return parseLooseParams({ method: req.method, url: req.originalUrl, body: req.body as unknown }, persisted && lookUpText);
  };

  /** A kept answer, served as it went out (compressed once per encoding, as the compression middleware would). */
  const serve = (req: ExpressRequest, res: Response, key: string, answer: Kept) => {
    // Known good: no execution and no cost counting; the rate limit and the admission gate have run already.
    res.status(answer.status).set(answer.headers).set(ANSWER_CACHE_HEADER, 'hit');
    const encoding = answerEncoding(req, answer.bytes);
    // The middleware passes a body that is already encoded.
    if (encoding)
      res
        .vary('Accept-Encoding')
        .set('Content-Encoding', encoding)
        .send(answers!.encodedBody(key, answer, encoding));
    else res.send(answer.body);
    if (answer.effects.length) replay(req, res, answer.effects);
  };

  return async (req, res, next) => {
    let lookup: Lookup | null = null;
    try {
      lookup = answers
        ? lookUp(answers, req, {
            viewer: viewer(req, res),
            schema: schemaNameOf(req),
            parse: () => parseRequestParams(req),
            isQuery: (params) => isQuery(req, params.query, params.operationName ?? undefined),
          })
        : null;
      if (lookup?.kind === 'join') {
        // The same answer is being executed from the same generations: served what it keeps, or executed after all.
        await lookup.leader;
        const kept = answers!.get(lookup.key);
        if (kept) answers!.counts.servedAfterWaiting++;
        lookup = kept ? { kind: 'hit', key: lookup.key, answer: kept } : { kind: 'miss', pending: lookup.pending };
      }
      if (lookup?.kind === 'hit') {
        answers!.counts.served++;
        return serve(req, res, lookup.key, lookup.answer);
      }
      if (lookup?.kind === 'miss') answers!.counts.executed++;
      else if (lookup) answers!.counts.bypassed++;
      if (lookup) res.set(ANSWER_CACHE_HEADER, lookup.kind);
      if (lookup?.kind === 'miss') pending.set(req, lookup.pending);
      const [answer, init] = await handle({
        method: req.method,
        url: req.originalUrl,
        headers: req.headers,
        body: null,
        raw: req,
        context: undefined,
      });
      const context = contexts.get(req);
      const clean = answer === STAND_IN_BODY && context !== undefined && cleanData.has(context);
      const full = clean ? `{"data":${JSON.stringify(cleanData.get(context))}}` : answer;
      const refused = tooLarge(full, documents.limits.maxResponseBytes);
      const body = refused ?? full;
      let status = init.status ?? 200;
      // AniList answers with the status of the first error; clients branch on 404, 401 and so on. A clean answer has none.
      if ((refused || !clean) && body?.includes('"errors"')) {
        const first = (JSON.parse(body) as { errors?: WireError[] }).errors?.[0];
        if (first?.status) status = first.status;
        if (first?.extensions.code === 'TIMEOUT') res.set('Retry-After', String(TIMEOUT_RETRY_AFTER));
      } else if (lookup?.kind === 'miss' && body && !refused) {
        // Only clean answers are kept: an error may be the moment's (a timeout, a failure) rather than the log's.
        const headers = Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k, String(v)]));
        answers!.set(lookup.pending.key, lookup.pending.before, lookup.pending.record, { body, status, headers });
      }
      res
        .status(status)
        .set(init.headers ?? {})
        .send(body);
    } catch (err) {
      next(err);
    } finally {
      // Kept or not, those waiting for this execution look again (and execute it themselves if it was not kept).
      if (lookup?.kind === 'miss') lookup.pending.end?.();
    }
  };
}

/**
 * An answer over the size limit, replaced by a refusal in the wire shape: 400, like a document over the cost
 * limit, since the client can ask for less (fewer fields, smaller pages, a list in chunks).
 */
function tooLarge(body: string | null, limit: number): string | null {
  const bytes = body ? Buffer.byteLength(body) : 0;
  if (bytes <= limit) return null;
  const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
  const error: WireError = {
    message: `The answer is too large: ${mb(bytes)}, the limit is ${mb(limit)}. Ask for fewer fields, smaller pages or a list in chunks.`,
    status: 400,
    extensions: { code: 'QUERY_TOO_COMPLEX' },
  };
  return JSON.stringify({ errors: [error] });
}
