import { getOperationAST, isListType, isNonNullType, typeFromAST, type ExecutionArgs, type GraphQLInputType } from 'graphql';
import type { RequestParams } from 'graphql-http';

/** A persisted document's id the server does not know: the client is newer (or older) than the server. */
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';

/**
 * Reads GraphQL parameters the way AniList clients send them: `variables` may be an object, a JSON string
 * or an empty string, and the content type is not always application/json. The site's own client sends a
 * `documentId` (relay-compiler's persisted documents) instead of the query, looked up with `persisted`.
 */
export function parseLooseParams(raw: RawRequest, persisted?: (id: string) => string | undefined): RequestParams {
  const data = paramsData(raw);
  const documentId = documentIdOf(data);
  if (documentId !== null && persisted) {
    const text = persisted(documentId);
    if (text === undefined) throw new Error(PERSISTED_QUERY_NOT_FOUND);
    data.query = text;
  }
  if (typeof data.query !== 'string' || !data.query.trim()) throw new Error('Missing query');
  return {
    query: data.query,
    operationName: typeof data.operationName === 'string' && data.operationName ? data.operationName : undefined,
    variables: looseObject(data.variables, 'variables'),
    extensions: looseObject(data.extensions, 'extensions'),
  };
}

type RawRequest = { method: string; url: string; body: unknown };

/** The parameters of a GET's query string or a POST's JSON body, unchecked. */
function paramsData(raw: RawRequest): Record<string, unknown> {
  if (raw.method === 'GET') return Object.fromEntries(new URLSearchParams(raw.url.split('?')[1] ?? '').entries());
  let data: unknown;
  try {
    data = typeof raw.body === 'string' ? JSON.parse(raw.body) : raw.body;
  } catch {
    throw new Error('Unparsable JSON body');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('JSON body must be an object');
  return data as Record<string, unknown>;
}

const documentIdOf = (data: Record<string, unknown>): string | null => {
  const documentId = data.documentId ?? data.doc_id;
  return data.query == null && typeof documentId === 'string' ? documentId : null;
};

/** The persisted document a request names instead of a query text (the site's client always does), or null. */
export function persistedDocumentId(raw: RawRequest): string | null {
  try {
    return documentIdOf(paramsData(raw));
  } catch {
    return null;
  }
}

function looseObject(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value == null || value === '') return undefined;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error(`Invalid ${name}`);
    }
  }
  if (parsed == null) return undefined;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`Invalid ${name}`);
  return parsed as Record<string, unknown>;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Turns numeric strings into numbers for Int and Float variables ("1" for an id or a page number). */
export function coerceLooseVariables(args: ExecutionArgs): ExecutionArgs {
  const variables = args.variableValues;
  const operation = getOperationAST(args.document, args.operationName);
  if (!variables || !operation?.variableDefinitions?.length) return args;
  const coerced: Record<string, unknown> = { ...variables };
  for (const def of operation.variableDefinitions) {
    const name = def.variable.name.value;
    const type = typeFromAST(args.schema, def.type) as GraphQLInputType | undefined;
    if (type && name in coerced) coerced[name] = coerceNumbers(type, coerced[name]);
  }
  return { ...args, variableValues: coerced };
}

function coerceNumbers(type: GraphQLInputType, value: unknown): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner))
    return Array.isArray(value) ? value.map((v) => coerceNumbers(inner.ofType, v)) : coerceNumbers(inner.ofType, value);
  const name = (inner as { name?: string }).name;
  if ((name === 'Int' || name === 'Float' || name === 'FuzzyDateInt') && typeof value === 'string' && NUMERIC.test(value.trim())) {
    return Number(value.trim());
  }
  return value;
}
