import { execute, getOperationAST, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { Context } from '../context.ts';
import { isStatementTimeout } from './errors.ts';
import { RequestCost } from './requestCost.ts';

/**
 * How the compiled path went, counted per process: answers it gave, answers with errors it left to graphql-js (see
 * `run`), documents it could not compile. Tests read them to tell which executor answered.
 */
export const compiledFigures = { answers: 0, askedAgain: 0, notCompiled: 0 };

/** The sighting of a query text from which it runs compiled: its second. */
export const HOT_TEXT = 2;

/** What graphql-jit could not compile: such a document runs on graphql-js, and its compilation is not tried again. */
const NOT_COMPILED = 'graphql-js';

/**
 * The site's own persisted documents, and the query texts that come again, compiled once by graphql-jit into a
 * function per (schema, document, operation) and run instead of graphql-js's `execute` (ADR 0046): on a member's
 * 2,000-entry list graphql-js's walk of the answer was a quarter of the CPU. Only queries: a mutation is one field that waits for the
 * command-service, so compiling gains it nothing, and it must never run twice (see `run`).
 */
export class CompiledQueries {
  private readonly bySchema = new WeakMap<GraphQLSchema, LRUCache<string, CompiledQuery | typeof NOT_COMPILED>>();

  /**
   * The site has about a hundred queries per schema, and third-party clients a few hundred more (the AniList clients'
   * corpus holds 300 operations): the bound keeps a flood of repeated distinct texts from growing it.
   */
  constructor(private readonly max = 1000) {}

  // How often each query text not yet compiled has been asked, so that only a repeated text pays for compiling.
  private readonly sightings = new LRUCache<string, number>({ max: 5000 });

  /**
   * Runs a query text (the public API's) on graphql-js until the same text has been asked HOT_TEXT times, then the
   * compiled way, as `run`: third-party clients send the same few documents over and over, while a one-off text (or
   * a flood of distinct ones) never pays for compiling. Its answers are the same either way (an answer with errors is
   * graphql-js's, see `run`; compiledEquivalence.test.ts compares both executors over the site's documents and the
   * AniList clients' operations).
   */
  async runText(args: ExecutionArgs): Promise<ExecutionResult> {
    const key = this.key(args);
    if (key !== null && !this.cacheOf(args.schema).has(key)) {
      const seen = (this.sightings.get(key) ?? 0) + 1;
      if (seen < HOT_TEXT) {
        this.sightings.set(key, seen);
        return execute(args) as Promise<ExecutionResult>;
      }
      this.sightings.delete(key);
    }
    return this.run(args, key);
  }

  /** Runs a query the compiled way; anything else (a mutation, a document jit cannot compile) on graphql-js. */
  async run(args: ExecutionArgs, key: string | null = this.key(args)): Promise<ExecutionResult> {
    const compiled = this.compiled(args, key);
    if (!compiled) return execute(args) as Promise<ExecutionResult>;
    compiledFigures.answers++;
    const result = await compiled.query(args.rootValue, args.contextValue, args.variableValues);
    if (!result.errors?.length) return result as ExecutionResult;
    const ctx = args.contextValue as Context;
    // An answer with errors is asked again of graphql-js, whose errors are the public API's (jit adds errors for a
    // null in a non-null field and may order them differently). Queries only read, so running one twice is safe.
    // Not for a cost refusal (the route answers with the refusal alone) nor a statement timeout: asking a busy
    // database the slow read again would double the load at the worst moment.
    if (ctx.cost.refusal) return result as ExecutionResult;
    const timedOut = result.errors.filter((e) => isStatementTimeout(e.originalError));
    // The timeout first, so the answer's status is 503 with Retry-After, as graphql-js's would be; jit's other
    // errors (possibly more than graphql-js reports) follow.
    if (timedOut.length) return { errors: [...timedOut, ...result.errors.filter((e) => !timedOut.includes(e))], data: result.data };
    compiledFigures.askedAgain++;
    ctx.cost = new RequestCost(ctx.cost.limit);
    return execute(args) as Promise<ExecutionResult>;
  }

  /** The compiled query for the request's operation, or null where graphql-js runs it. */
  compiled(args: ExecutionArgs, key: string | null = this.key(args)): CompiledQuery | null {
    if (key === null) return null;
    const cache = this.cacheOf(args.schema);
    let known = cache.get(key);
    if (!known) {
      const made = compileQuery(args.schema, args.document, args.operationName ?? undefined);
      known = isCompiledQuery(made) ? made : NOT_COMPILED;
      if (known === NOT_COMPILED) compiledFigures.notCompiled++;
      cache.set(key, known);
    }
    return known === NOT_COMPILED ? null : known;
  }

  /** The operation's key, or null for what never runs compiled (a mutation, a document without its text). */
  private key(args: ExecutionArgs): string | null {
    const text = args.document.loc?.source.body;
    if (text === undefined || getOperationAST(args.document, args.operationName)?.operation !== 'query') return null;
    // The text, not the document object: DocumentCache may parse the same text again after evicting it.
    return `${args.operationName ?? ''}\n${text}`;
  }

  private cacheOf(schema: GraphQLSchema) {
    let cache = this.bySchema.get(schema);
    if (!cache) this.bySchema.set(schema, (cache = new LRUCache({ max: this.max })));
    return cache;
  }
}
