import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';

/** Maximum nesting of fields in one operation; introspection (__schema, __type) is not counted. */
export const MAX_QUERY_DEPTH = 15;

export function depthLimit(max = MAX_QUERY_DEPTH): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

    const depthOf = (set: SelectionSetNode | undefined, seen: ReadonlySet<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          if (sel.name.value.startsWith('__')) continue;
          deepest = Math.max(deepest, sel.selectionSet ? 1 + depthOf(sel.selectionSet, seen) : 1);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(sel.selectionSet, seen));
        } else {
          // Fragment cycles are reported by NoFragmentCycles; stop here rather than recurse forever.
          const name = sel.name.value;
          const fragment = fragments.get(name);
          if (fragment && !seen.has(name)) deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])));
        }
      }
      return deepest;
    };

    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > max) {
          context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, the limit is ${max}.`, { nodes: [node] }));
        }
      },
    };
  };
}
