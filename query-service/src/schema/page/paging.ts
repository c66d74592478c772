import { badInput } from '../../http/errors.ts';

// AniList's page sizes: Page lists cap at 50, nested connections at 25. Larger requests are capped, not refused.
export const PAGE_MAX = 50;
export const NESTED_MAX = 25;

export interface PageWindow {
  page: number;
  perPage: number;
  offset: number;
}

export function pageWindow(page: number | null | undefined, perPage: number | null | undefined, max: number): PageWindow {
  const p = Math.max(1, page ?? 1);
  const size = Math.min(max, Math.max(1, perPage ?? max));
  return { page: p, perPage: size, offset: (p - 1) * size };
}

export interface PageInfoModel {
  total: number;
  perPage: number;
  currentPage: number;
  lastPage: number;
  hasNextPage: boolean;
}

/**
 * AniList reports at most 5000 matches (and a lastPage to match), so counting stops there: a page of a huge
 * result set costs about its own rows, not a count of every match.
 */
export const TOTAL_CAP = 5000;

/**
 * How deep a list pages: its first 10,000 items, twice what the capped total describes (hasNextPage stays exact
 * beyond lastPage, as on AniList, for clients that follow it). No real client pages that far: the compatibility
 * corpus walks lists a page of 50 at a time, and the site's own infinite scrolls stop long before. A page from
 * there on is empty and reads no rows, since an OFFSET reads every row it skips: Page(page: 2147483647) scanned
 * whole tables until the statement timeout. The page reaching the cap has no next page.
 */
export const OFFSET_CAP = 10_000;

/** pageInfo of a list: total capped at TOTAL_CAP; hasNextPage exact (from the rows when known, else the total). */
export function pageInfo(total: number, w: PageWindow, hasNextPage?: boolean): PageInfoModel {
  const shown = Math.min(total, TOTAL_CAP);
  const lastPage = Math.max(1, Math.ceil(shown / w.perPage));
  const next = (hasNextPage ?? w.offset + w.perPage < total) && w.offset + w.perPage < OFFSET_CAP;
  return { total: shown, perPage: w.perPage, currentPage: w.page, lastPage, hasNextPage: next };
}

/**
 * One page of a top-level list: its rows, whether rows follow (from fetching one row more than the page),
 * and the number of matches capped at TOTAL_CAP, or null when nobody asked for it (then it is not counted).
 */
export interface Slice<T> {
  rows: T[];
  hasNextPage: boolean;
  total: number | null;
}

/** A list with nothing to find (answered without a statement). */
export const EMPTY_SLICE: Slice<never> = { rows: [], hasNextPage: false, total: 0 };

/** Whether a list should be counted: only when its caller selects the total (pageInfo.total/lastPage, totalCount). */
export interface SliceOptions {
  total: boolean;
}

/** A page of a nested AniList connection (MediaConnection, CharacterConnection...). */
export interface ConnectionPage<T> {
  items: T[];
  total: number;
  window: PageWindow;
}

export const connectionPageInfo = <T>(c: ConnectionPage<T>) => pageInfo(c.total, c.window);

// Relay cursors are opaque to clients; here they carry the offset of the edge.
export const RELAY_DEFAULT = 20;

export function encodeCursor(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return 0;
  const m = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m) throw badInput('Invalid cursor.', { after: ['Invalid cursor.'] });
  // Past the cap every page is empty; clamped, a forged cursor of twenty digits stays a number PostgreSQL reads.
  return Math.min(Number(m[1]) + 1, OFFSET_CAP);
}

/** The window a Relay `first`/`after` pair asks for, capped like Page. */
export function relayWindow(first: number | null | undefined, after: string | null | undefined): { offset: number; limit: number } {
  return { offset: decodeCursor(after), limit: Math.min(PAGE_MAX, Math.max(1, first ?? RELAY_DEFAULT)) };
}

/** A Relay connection over a slice; totalCount is the capped total (counted only when selected). */
export function relayConnection<T>({ rows, hasNextPage, total }: Slice<T>, offset: number) {
  return {
    edges: rows.map((node, i) => ({ cursor: encodeCursor(offset + i), node })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: offset > 0,
      startCursor: rows.length ? encodeCursor(offset) : null,
      endCursor: rows.length ? encodeCursor(offset + rows.length - 1) : null,
    },
    totalCount: total ?? offset + rows.length + (hasNextPage ? 1 : 0),
  };
}
