import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

// A top-level comment carries the replies under it as one JSON value, AniList's recursive `childComments` (ADR 17):
// the replies are not records of their own in the Relay store. Changes to a reply (like, edit, delete, a reply to
// it) are therefore made to that JSON on its top-level comment's record, by the pure functions below.

export interface TreeUser {
  readonly id: number;
  readonly name: string;
  readonly avatar?: { readonly large?: string | null } | null;
}

/** One reply as the server writes it into childComments (the fields this client reads). */
export interface TreeComment {
  readonly id: number;
  readonly comment: string;
  readonly likeCount: number;
  readonly isLiked: boolean;
  readonly createdAt: number;
  readonly user: TreeUser | null;
  readonly childComments: readonly TreeComment[] | null;
}

export type Tree = readonly TreeComment[];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readUser(value: unknown): TreeUser | null {
  if (!isObject(value) || typeof value.id !== 'number' || typeof value.name !== 'string') return null;
  const avatar = isObject(value.avatar) && typeof value.avatar.large === 'string' ? { large: value.avatar.large } : null;
  return { id: value.id, name: value.name, avatar };
}

/** The JSON as a tree, leaving out anything that is not a comment (the scalar is typed `unknown`). */
export function readTree(json: unknown): Tree {
  if (!Array.isArray(json)) return [];
  return json.flatMap((item): TreeComment[] => {
    if (!isObject(item) || typeof item.id !== 'number') return [];
    const children = readTree(item.childComments);
    return [
      {
        id: item.id,
        comment: typeof item.comment === 'string' ? item.comment : '',
        likeCount: typeof item.likeCount === 'number' ? item.likeCount : 0,
        isLiked: item.isLiked === true,
        createdAt: typeof item.createdAt === 'number' ? item.createdAt : 0,
        user: readUser(item.user),
        childComments: children.length ? children : null,
      },
    ];
  });
}

/** The comments of a tree, counted at every depth. */
export function countComments(tree: Tree | null): number {
  return (tree ?? []).reduce((sum, c) => sum + 1 + countComments(c.childComments), 0);
}

export function findInTree(tree: Tree | null, id: number): TreeComment | null {
  for (const c of tree ?? []) {
    if (c.id === id) return c;
    const below = findInTree(c.childComments, id);
    if (below) return below;
  }
  return null;
}

/** A copy with `change` applied to comment `id` (the rest shared); the same tree when it is not there. */
export function updateInTree(tree: Tree, id: number, change: (c: TreeComment) => TreeComment): Tree {
  let found = false;
  const next = tree.map((c) => {
    if (found) return c;
    if (c.id === id) {
      found = true;
      return change(c);
    }
    if (!c.childComments) return c;
    const children = updateInTree(c.childComments, id, change);
    if (children === c.childComments) return c;
    found = true;
    return { ...c, childComments: children };
  });
  return found ? next : tree;
}

export const likeInTree = (tree: Tree, id: number, liked: boolean): Tree =>
  updateInTree(tree, id, (c) =>
    c.isLiked === liked ? c : { ...c, isLiked: liked, likeCount: Math.max(0, c.likeCount + (liked ? 1 : -1)) },
  );

export const editInTree = (tree: Tree, id: number, text: string): Tree => updateInTree(tree, id, (c) => ({ ...c, comment: text }));

/** A new reply, last under its parent (replies are oldest first). */
export const addToTree = (tree: Tree, parentId: number, reply: TreeComment): Tree =>
  updateInTree(tree, parentId, (c) => ({ ...c, childComments: [...(c.childComments ?? []), reply] }));

/** A reply to the top-level comment itself (`parentId === rootId`) or to one of the replies under it. */
export const addReply = (tree: Tree, rootId: number, parentId: number, reply: TreeComment): Tree =>
  parentId === rootId ? [...tree, reply] : addToTree(tree, parentId, reply);

/** The tree without comment `id` and the replies under it. */
export function removeFromTree(tree: Tree, id: number): Tree {
  if (!findInTree(tree, id)) return tree;
  const prune = (list: Tree): TreeComment[] =>
    list
      .filter((c) => c.id !== id)
      .map((c) => (c.childComments ? { ...c, childComments: prune(c.childComments) } : c))
      .map((c) => (c.childComments?.length === 0 ? { ...c, childComments: null } : c));
  return prune(tree);
}

// Relay's typed setValue takes scalars only; a JSON scalar that is an object is written the way Relay's own
// updatable proxies write custom scalars (createUpdatableProxy: setValue__UNSAFE).
type JsonWritable = RecordProxy & { setValue__UNSAFE(value: unknown, name: string): RecordProxy };

/** Rewrites the childComments of the stored top-level comment `rootRecordId`; false when it is not stored. */
export function rewriteTree(store: RecordSourceSelectorProxy, rootRecordId: string, change: (tree: Tree) => Tree): boolean {
  const record = store.get(rootRecordId);
  if (!record) return false;
  const before = readTree(record.getValue('childComments'));
  const after = change(before);
  if (after !== before) (record as JsonWritable).setValue__UNSAFE(after.length ? after : null, 'childComments');
  return true;
}
