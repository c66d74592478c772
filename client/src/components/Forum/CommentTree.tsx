import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { readTree, type TreeComment } from '../../mutations/threadCommentTree.ts';
import { useViewer } from '../../session/useViewer.ts';
import { CommentItem } from './CommentItem.tsx';
import { flattenTree } from './commentTree.ts';
import { commentRights } from './forumPermissions.ts';
import type { CommentTree_comment$key } from './__generated__/CommentTree_comment.graphql';
import styles from './Comments.module.css';

interface Props {
  comment: CommentTree_comment$key;
  threadLocked: boolean;
  /** True on a thread's comment pages; null on a single comment's page, where its place in its tree is not known. */
  topLevel: boolean | null;
  /** The comment a link pointed at, marked and scrolled to. */
  highlightId?: number | null;
}

/**
 * A comment and every reply under it (social §2 "Comment tree"), indented by depth; a comment with replies can be
 * collapsed. The tree's lock (held by its top-level comment) closes it to members' replies and edits (social §4).
 */
export function CommentTree({ comment, threadLocked, topLevel, highlightId = null }: Props) {
  const data = useFragment(
    graphql`
      fragment CommentTree_comment on ThreadComment {
        id
        threadId
        comment
        createdAt
        likeCount
        isLiked
        isLocked
        user { id name avatar { large } }
        childComments
      }
    `,
    comment,
  );
  const viewer = useViewer();
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const root: TreeComment = {
    id: data.id,
    comment: data.comment ?? '',
    likeCount: data.likeCount,
    isLiked: data.isLiked === true,
    createdAt: data.createdAt,
    user: data.user ? { id: data.user.id, name: data.user.name, avatar: data.user.avatar } : null,
    childComments: readTree(data.childComments),
  };
  const treeLocked = data.isLocked === true;
  const threadId = data.threadId ?? 0;

  const toggle = (id: number) =>
    setCollapsed((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className={`card ${styles.tree}`} aria-label={`Comment thread by ${data.user?.name ?? 'a member'}`} data-locked={treeLocked}>
      {flattenTree(root, collapsed).map((item) => {
        const isRoot = item.comment.id === data.id;
        return (
          <CommentItem
            key={item.comment.id}
            item={item}
            where={{ id: item.comment.id, threadId, rootId: data.id }}
            rights={commentRights(viewer, {
              authorId: item.comment.user?.id,
              treeLocked,
              threadLocked,
              topLevel: isRoot ? topLevel : false,
            })}
            showLock={isRoot && treeLocked}
            treeLocked={treeLocked}
            collapsed={collapsed.has(item.comment.id)}
            onToggleCollapse={() => toggle(item.comment.id)}
            highlighted={item.comment.id === highlightId}
          />
        );
      })}
    </section>
  );
}
