import type { FieldNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** The fields of selection sets, through inline fragments and fragment spreads (directives are not evaluated). */
function fieldsOf(sets: readonly (SelectionSetNode | undefined)[], info: GraphQLResolveInfo): FieldNode[] {
  const fields: FieldNode[] = [];
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === 'Field') fields.push(selection);
      else if (selection.kind === 'InlineFragment') visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(info.fragments[selection.name.value]?.selectionSet, seen);
      }
    }
  };
  for (const set of sets) visit(set, new Set());
  return fields;
}

/**
 * The names of the fields that the current field's selection asks at the end of `path` (field names, not aliases):
 * selected(info, ['lists', 'entries', 'media']) in Query.MediaListCollection. Counts a field that a @skip/@include
 * might leave out.
 */
export function selected(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets: (SelectionSetNode | undefined)[] = info.fieldNodes.map((f) => f.selectionSet);
  for (const step of path)
    sets = fieldsOf(sets, info)
      .filter((f) => f.name.value === step)
      .map((f) => f.selectionSet);
  return new Set(fieldsOf(sets, info).map((f) => f.name.value));
}

/**
 * Whether the current field's selection reaches any of `names` along `path`: selects(info, ['pageInfo'], ['total',
 * 'lastPage']) in Query.Page. Says yes when a @skip/@include might say no.
 */
export function selects(info: GraphQLResolveInfo, path: readonly string[], names: readonly string[]): boolean {
  const asked = selected(info, path);
  return names.some((name) => asked.has(name));
}

/** The fields a selection may ask, by name: a leaf (true), or the fields its own selection may ask. */
export interface SelectionShape {
  readonly [field: string]: true | SelectionShape;
}

const withinCache = new WeakMap<SelectionShape, WeakMap<FieldNode, boolean>>();

/**
 * Whether the current field's selection asks only fields `shape` names, at every depth (`__typename` anywhere):
 * a resolver that can answer those fields from a document of its own answers them there, and any other selection
 * as before. Remembered per field node (a persisted document's nodes are parsed once).
 */
export function selectionWithin(info: GraphQLResolveInfo, shape: SelectionShape): boolean {
  const node = info.fieldNodes.length === 1 ? info.fieldNodes[0]! : null;
  let known = withinCache.get(shape);
  const cached = node ? known?.get(node) : undefined;
  if (cached !== undefined) return cached;
  const fits = (sets: readonly (SelectionSetNode | undefined)[], allowed: SelectionShape): boolean =>
    fieldsOf(sets, info).every((f) => {
      if (f.name.value === '__typename') return true;
      const inner = allowed[f.name.value];
      if (inner === undefined) return false;
      return inner === true ? !f.selectionSet : fits([f.selectionSet], inner);
    });
  const answer = fits(
    info.fieldNodes.map((f) => f.selectionSet),
    shape,
  );
  if (node) {
    if (!known) withinCache.set(shape, (known = new WeakMap()));
    known.set(node, answer);
  }
  return answer;
}
