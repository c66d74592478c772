// Display order of relation types (core §3 "Relation order"); types outside the list follow in their given order.
export const RELATION_ORDER = [
  'ADAPTATION',
  'PREQUEL',
  'SEQUEL',
  'PARENT',
  'ALTERNATIVE',
  'SIDE_STORY',
  'SPIN_OFF',
  'SUMMARY',
  'CHARACTER',
  'OTHER',
] as const;

const rankOf = (type: string | null | undefined): number => {
  const index = (RELATION_ORDER as readonly string[]).indexOf(type ?? '');
  return index === -1 ? RELATION_ORDER.length : index;
};

/** Edges sorted by the spec's relation order; the sort is stable, so equal types keep the server's order. */
export function sortRelations<T extends { readonly relationType?: string | null }>(edges: readonly T[]): T[] {
  return [...edges].sort((a, b) => rankOf(a.relationType) - rankOf(b.relationType));
}

export type RelationView = 'compact' | 'cards' | 'text';

/** core §9: compact when fewer than 4 edges, a text list above 9, covers in between. */
export function relationView(count: number): RelationView {
  if (count < 4) return 'compact';
  if (count > 9) return 'text';
  return 'cards';
}
