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
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BAD_TEXT_MESSAGE = 'Must not contain the NUL character or unpaired surrogates.';

/** The path of the first string in `value` (at any depth) that holds such a character; null when there is none. */
export function findBadText(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return BAD_TEXT.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = BAD_TEXT.test(key) ? [...path, key] : findBadText(v, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
