import { readFileSync } from 'node:fs';
import { GraphQLError, Kind, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

export interface ClientOperation {
  id: string;
  repo: string;
  kind: 'query' | 'mutation';
  operationName?: string;
  document: string;
  notes?: string;
}

export const CLIENT_OPERATIONS_FILE = process.env.COMPAT_OPERATIONS_FILE || '/work/shared/compat/client-operations.json';

export function loadClientOperations(file = CLIENT_OPERATIONS_FILE): ClientOperation[] {
  return JSON.parse(readFileSync(file, 'utf8')) as ClientOperation[];
}

export interface CompatReport {
  total: number;
  valid: ClientOperation[];
  invalid: { op: ClientOperation; errors: readonly GraphQLError[] }[];
  /** "Type.field" (or another validation message) → number of operations it breaks. */
  missing: [string, number][];
}

const MISSING_FIELD = /Cannot query field "(\w+)" on type "(\w+)"/;
const UNKNOWN_ARG = /Unknown argument "(\w+)" on field "([\w.]+)"/;

/** Validates every client operation against `schema` and tallies what keeps the rest from validating. */
export function measureCompat(schema: GraphQLSchema, ops = loadClientOperations()): CompatReport {
  const valid: ClientOperation[] = [];
  const invalid: CompatReport['invalid'] = [];
  const tally = new Map<string, number>();
  for (const op of ops) {
    const errors = [...rootTypeErrors(schema, parse(op.document)), ...validate(schema, parse(op.document))];
    if (!errors.length) {
      valid.push(op);
      continue;
    }
    invalid.push({ op, errors });
    const reasons = new Set(errors.map((e) => reason(e.message)));
    for (const r of reasons) tally.set(r, (tally.get(r) ?? 0) + 1);
  }
  const missing = [...tally].sort((a, b) => b[1] - a[1]);
  return { total: ops.length, valid, invalid, missing };
}

/** graphql-js 16 validates a mutation against a schema without Mutation type vacuously; count it as missing. */
function rootTypeErrors(schema: GraphQLSchema, doc: DocumentNode): GraphQLError[] {
  return doc.definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION && !schema.getRootType(d.operation))
    .map((d) => new GraphQLError(`Root type ${d.kind === Kind.OPERATION_DEFINITION ? d.operation : ''} is missing`));
}

function reason(message: string): string {
  const field = MISSING_FIELD.exec(message);
  if (field) return `${field[2]}.${field[1]}`;
  const arg = UNKNOWN_ARG.exec(message);
  if (arg) return `${arg[2]}(${arg[1]})`;
  const type = /Unknown type "(\w+)"/.exec(message);
  if (type) return `type ${type[1]}`;
  if (message.startsWith('Root type mutation')) return 'Mutation';
  return message.replace(/"\$?\w+"/g, '"…"');
}
