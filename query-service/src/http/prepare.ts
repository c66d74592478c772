import { LRUCache } from 'lru-cache';
import { GraphQLError, parse, specifiedRules, validate, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { BAD_TEXT_MESSAGE, findBadText } from '@tsuzuki/events/validationMessages';
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

/** A string literal in the document with the NUL character or an unpaired surrogate (see findBadText). */
function badLiteral(document: DocumentNode): GraphQLError | null {
  let bad: GraphQLError | null = null;
  visit(document, {
    StringValue(node) {
      if (!bad && findBadText(node.value)) bad = new GraphQLError(`Invalid text: ${BAD_TEXT_MESSAGE}`, { nodes: [node], extensions: { code: 'BAD_TEXT' } });
    },
  });
  return bad;
}

/** The same check on the request's variables: a 400 with the variable's path, in the mutation-validation shape. */
export function badVariable(variables: Record<string, unknown> | undefined): GraphQLError | null {
  const path = findBadText(variables ?? {});
  if (!path) return null;
  return new GraphQLError(`Invalid text: ${BAD_TEXT_MESSAGE}`, { extensions: { code: 'BAD_TEXT', validation: { [path.join('.')]: [BAD_TEXT_MESSAGE] } } });
}
