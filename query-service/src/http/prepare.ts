import { LRUCache } from 'lru-cache';
import {
  GraphQLError,
  Lexer,
  parse,
  Source,
  specifiedRules,
  TokenKind,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { BAD_TEXT_MESSAGE, findBadInput } from '@tsuzuki/events/validationMessages';
import { LIMITS, measureDocument, type Limits } from './limits.ts';

export interface Prepared {
  document?: DocumentNode;
  /** Parse, validation and limit errors: the request is answered with these and not executed. */
  errors: readonly GraphQLError[];
}

/**
 * Parses and validates a document once per schema and text: a repeated query (every page view asks the same
 * ones) skips both. Refusals are cached too, so a repeated abusive document costs a lookup. Bounded by count and
 * by text size, so unique documents cannot grow the cache without limit.
 */
export class DocumentCache {
  private readonly cache = new LRUCache<string, Prepared>({
    max: 2000,
    maxSize: 8 * 1024 * 1024,
    sizeCalculation: (_value, key) => Math.max(1, key.length),
  });

  constructor(readonly limits: Limits = LIMITS) {}

  prepare(schemaName: string, schema: GraphQLSchema, query: string): Prepared {
    const key = `${schemaName}\n${query}`;
    const known = this.cache.get(key);
    if (known) return known;
    let prepared: Prepared;
    try {
      if (nestedPast(query, MAX_DOCUMENT_NESTING, this.limits.maxTokens)) throw tooDeepDocument();
      const document = parse(query, { maxTokens: this.limits.maxTokens });
      const badText = badLiteral(document);
      if (badText) {
        prepared = { errors: [badText] };
      } else {
        // The limits first: refusing a document over them costs one linear walk, validating it many.
        const refusals = measureDocument(schema, document, this.limits);
        prepared = refusals.length ? { errors: refusals } : { document, errors: validate(schema, document, specifiedRules) };
      }
    } catch (err) {
      prepared = { errors: [err instanceof GraphQLError ? err : new GraphQLError(String(err))] };
    }
    this.cache.set(key, prepared);
    return prepared;
  }
}

/**
 * Braces and brackets nested past this are refused before the document is parsed: graphql-js parses and validates
 * literals by recursion (a list literal 2,000 deep overflowed the parser's stack, 1,000 deep took 100 ms to
 * validate). Selections nest at most LIMITS.maxDepth levels and inputs a few, so real documents stay far below.
 */
export const MAX_DOCUMENT_NESTING = 64;
const tooDeepDocument = () =>
  new GraphQLError(`Query is nested too deeply: more than ${MAX_DOCUMENT_NESTING} levels of braces and brackets.`, {
    extensions: { code: 'QUERY_TOO_COMPLEX' },
  });

/** Whether braces and brackets nest past `limit` within the first `maxTokens` tokens (graphql-js's lexer is a loop). */
function nestedPast(query: string, limit: number, maxTokens: number): boolean {
  const lexer = new Lexer(new Source(query));
  let depth = 0;
  try {
    for (let token = lexer.advance(), n = 0; token.kind !== TokenKind.EOF && n < maxTokens; token = lexer.advance(), n++) {
      if (token.kind === TokenKind.BRACE_L || token.kind === TokenKind.BRACKET_L) depth += 1;
      else if (token.kind === TokenKind.BRACE_R || token.kind === TokenKind.BRACKET_R) depth -= 1;
      if (depth > limit) return true;
    }
  } catch {
    // A syntax error: the parser reports it.
  }
  return false;
}

/** A string literal in the document with the NUL character or an unpaired surrogate (see findBadInput). */
function badLiteral(document: DocumentNode): GraphQLError | null {
  let bad: GraphQLError | null = null;
  visit(document, {
    StringValue(node) {
      if (!bad && findBadInput(node.value))
        bad = new GraphQLError(`Invalid text: ${BAD_TEXT_MESSAGE}`, { nodes: [node], extensions: { code: 'BAD_TEXT' } });
    },
  });
  return bad;
}

/**
 * The same check on the request's variables, and their nesting: a 400 with the variable's path, in the
 * mutation-validation shape.
 */
export function badVariable(variables: Record<string, unknown> | undefined): GraphQLError | null {
  const bad = findBadInput(variables ?? {});
  if (!bad) return null;
  return new GraphQLError(`Invalid ${bad.problem}: ${bad.message}`, {
    extensions: { code: 'BAD_TEXT', validation: { [bad.path.join('.')]: [bad.message] } },
  });
}
