// An import handles up to 10,000 entries: each step over all of them is cut into batches with a turn of the event
// loop between, so other requests are answered while a large file is matched and compared.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Entries handled in one turn: a few milliseconds of work. */
const BATCH = 200;

/** `visit` for each item, in order, yielding the event loop between batches. */
export async function eachInTurns<T>(items: readonly T[], visit: (item: T) => void): Promise<void> {
  for (let at = 0; at < items.length; at += BATCH) {
    if (at > 0) await nextTurn();
    for (let i = at; i < Math.min(at + BATCH, items.length); i++) visit(items[i]!);
  }
}

/**
 * JSON.stringify(value) for an object whose large arrays are `lists` (the preview's matched and unmatched entries):
 * those are written a batch at a time. The other fields are small.
 */
export async function jsonInTurns<T extends object>(value: T, lists: readonly (keyof T & string)[]): Promise<string> {
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !lists.includes(key as keyof T & string)));
  const parts: string[] = [JSON.stringify(rest).slice(0, -1)];
  for (const key of lists) {
    const items = value[key] as readonly unknown[];
    const written: string[] = [];
    await eachInTurns(items, (item) => written.push(JSON.stringify(item)));
    parts.push(`${parts.length === 1 && Object.keys(rest).length === 0 ? '' : ','}${JSON.stringify(key)}:[${written.join(',')}]`);
  }
  return `${parts.join('')}}`;
}
