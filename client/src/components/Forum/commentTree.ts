import { countComments, type TreeComment } from '../../mutations/threadCommentTree.ts';

// How a comment tree is laid out on the page: one flat list in reading order, each comment with its depth (its
// indentation) and how many replies sit under it (what a collapsed comment hides).

/** Deeper replies stop moving right: a long exchange stays readable at 700 px. */
export const MAX_INDENT = 5;

export interface FlatComment {
  readonly comment: TreeComment;
  readonly depth: number;
  readonly parentId: number | null;
  /** Replies under it at every depth. */
  readonly replies: number;
}

/**
 * The tree in reading order (each comment before its replies, replies oldest first). A collapsed comment stays,
 * the replies under it do not.
 */
export function flattenTree(root: TreeComment, collapsed: ReadonlySet<number> = new Set()): FlatComment[] {
  const out: FlatComment[] = [];
  const visit = (comment: TreeComment, depth: number, parentId: number | null) => {
    out.push({ comment, depth, parentId, replies: countComments(comment.childComments) });
    if (collapsed.has(comment.id)) return;
    for (const child of comment.childComments ?? []) visit(child, depth + 1, comment.id);
  };
  visit(root, 0, null);
  return out;
}

export const indentOf = (depth: number): number => Math.min(Math.max(0, depth), MAX_INDENT);

/** The toggle's words for a collapsed or open comment with replies. */
export function collapseLabel(collapsed: boolean, replies: number): string {
  if (!collapsed) return 'Hide replies';
  return `Show ${replies} ${replies === 1 ? 'reply' : 'replies'}`;
}
