// Sections of a list page (core §2, §4): the groups MediaListCollection gives.

export interface ListGroup {
  readonly name?: string | null;
  readonly isCustomList?: boolean | null;
  readonly isSplitCompletedList?: boolean | null;
}

const key = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();
const COMPLETED = 'completed';

// The server gives the groups in the owner's section order (split Completed sections at Completed's place, custom
// lists as ordered), so the page keeps that order and only picks and labels sections.

/** Whether a section segment of the URL (/animelist/Completed) names this group; "Completed" covers its splits. */
export function sectionMatches(group: ListGroup, section: string): boolean {
  const wanted = key(section);
  return key(group.name) === wanted || (group.isSplitCompletedList === true && wanted === COMPLETED);
}

/** Sections to link to from the side menu: split Completed sections are reached together under "Completed". */
export function sectionLinks(groups: readonly ListGroup[]): string[] {
  const names: string[] = [];
  for (const group of groups) {
    const name = group.isSplitCompletedList ? 'Completed' : (group.name ?? '');
    if (name && !names.some((known) => key(known) === key(name))) names.push(name);
  }
  return names;
}

/**
 * The groups in the viewer's section order (core §2): sections the viewer's order names come first, in that
 * order (a split Completed at "Completed"'s place); the rest keep the server's order (the owner's) after them.
 */
export function inViewerOrder<T extends ListGroup>(
  groups: readonly T[],
  sectionOrder: readonly (string | null | undefined)[] | null | undefined,
): T[] {
  const order = new Map<string, number>();
  (sectionOrder ?? []).forEach((name, index) => {
    if (name && !order.has(key(name))) order.set(key(name), index);
  });
  if (order.size === 0) return [...groups];
  const place = (group: T) =>
    order.get(key(group.name)) ?? (group.isSplitCompletedList ? order.get(COMPLETED) : undefined) ?? order.size + 1;
  // Array.prototype.sort is stable: groups at the same place keep the server's order.
  return [...groups].sort((a, b) => place(a) - place(b));
}
