import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const count = (n: number | bigint, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

/**
 * Every validation message a person may read, in the site's style ("Must be at most 50 characters.") rather than
 * zod's ("Too big: expected string to have <=50 characters"). A message a schema gives itself (the spec's own
 * texts, such as "Password must be at least 8 characters.") still wins: zod prefers it to this map.
 */
export function readableIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required.';
      if (issue.expected === 'int' || issue.expected === 'number') return 'Must be a whole number.';
      if (issue.expected === 'boolean') return 'Must be true or false.';
      if (issue.expected === 'array') return 'Must be a list.';
      if (issue.expected === 'object') return 'Must be an object.';
      return 'Must be text.';
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'string') return `Must be at most ${count(max, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at most ${count(max, 'item', 'items')}.`;
      return `Must be at most ${max}.`;
    }
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'string') return Number(min) <= 1 ? 'Required.' : `Must be at least ${count(min, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Must have at least ${count(min, 'item', 'items')}.`;
      return `Must be at least ${min}.`;
    }
    case 'invalid_value':
      return issue.values.length <= 12 ? `Must be one of: ${issue.values.map(String).join(', ')}.` : 'Not an allowed value.';
    case 'invalid_format':
      if (issue.format === 'email') return 'Must be a valid email address.';
      if (issue.format === 'url') return 'Must be a valid URL.';
      return 'Not in the expected format.';
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}.`;
    default:
      return 'Invalid value.';
  }
}

let installed = false;

/** Makes readableIssue zod's message for every schema of this process (once). */
export function useReadableValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: readableIssue });
}

/** The NUL character or an unpaired UTF-16 surrogate: text PostgreSQL and JSON cannot carry faithfully. */
// eslint-disable-next-line no-control-regex -- the NUL character is what this finds
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BAD_TEXT_MESSAGE = 'Must not contain the NUL character or unpaired surrogates.';

/**
 * How deep input may nest: far deeper than anything the API or a command takes (the deepest GraphQL input is three
 * levels inside `variables`, a command payload about five), far shallower than what overflows a recursive reader.
 */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Must not be nested more than ${MAX_INPUT_DEPTH} levels deep.`;

export interface BadInput {
  /** Where: the keys and indexes from the top ([] for the value itself). */
  path: string[];
  /** 'text' for the NUL character or an unpaired surrogate, 'nesting' for input nested past MAX_INPUT_DEPTH. */
  problem: 'text' | 'nesting';
  message: string;
}

/**
 * The first string (or key) in `value` that holds such a character, or the first object or list nested deeper
 * than MAX_INPUT_DEPTH, in document order; null when there is none. Walks with a stack of its own rather than
 * recursion, so 20,000 nested brackets are refused at level 32 instead of overflowing the call stack.
 */
export function findBadInput(value: unknown): BadInput | null {
  const pending: { value: unknown; path: string[]; key?: string }[] = [{ value, path: [] }];
  while (pending.length) {
    const node = pending.pop()!;
    const { path } = node;
    if ((node.key !== undefined && BAD_TEXT.test(node.key)) || (typeof node.value === 'string' && BAD_TEXT.test(node.value))) {
      return { path, problem: 'text', message: BAD_TEXT_MESSAGE };
    }
    if (!node.value || typeof node.value !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, problem: 'nesting', message: TOO_DEEP_MESSAGE };
    const children: [string, unknown][] = Array.isArray(node.value) ? node.value.map((v, i) => [String(i), v]) : Object.entries(node.value);
    // Last pushed is first looked at: in reverse, so the first bad value in the document is the one reported.
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i]!;
      pending.push({ value: child, path: [...path, key], ...(Array.isArray(node.value) ? {} : { key }) });
    }
  }
  return null;
}
