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
