import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useEditThreadComment } from '../../mutations/saveThreadComment.ts';
import { toastError } from '../../system/toasts.ts';
import type { CommentRef } from '../../mutations/forumRecord.ts';
import { LockIcon } from '../Activity/activityIcons.tsx';
import { timeAgo } from '../Activity/activityText.ts';
import { InlineTextEditor } from '../Activity/InlineTextEditor.tsx';
import { ActivityMarkdown } from '../Activity/lazyMarkdown.tsx';
import { UserLink } from '../Activity/UserLink.tsx';
import { useNowSeconds } from '../useNow.ts';
import { CommentActions } from './CommentActions.tsx';
import { CommentReplyEditor } from './CommentReplyEditor.tsx';
import { indentOf, type FlatComment } from './commentTree.ts';
import type { CommentRights } from './forumPermissions.ts';
import { commentAnchor, commentPath } from './forumPaths.ts';
import styles from './Comments.module.css';

interface Props {
  item: FlatComment;
  where: CommentRef;
  rights: CommentRights;
  /** The lock mark, on a locked tree's top-level comment. */
  showLock: boolean;
  treeLocked: boolean;
  collapsed: boolean;
  onToggleCollapse: () => void;
  highlighted: boolean;
}

/**
 * One comment of a tree: author, time (refreshed every minute, linking to the comment alone), the text as markdown,
 * and its controls; editing and replying open in place.
 */
export function CommentItem({ item, where, rights, showLock, treeLocked, collapsed, onToggleCollapse, highlighted }: Props) {
  const { comment, depth } = item;
  const now = useNowSeconds();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [editThreadComment, saving] = useEditThreadComment();
  const when = new Date(comment.createdAt * 1000);
  const author = comment.user?.name ?? 'a member';
  return (
    <article
      id={commentAnchor(comment.id)}
      className={styles.comment}
      style={{ '--indent': indentOf(depth) } as CSSProperties}
      data-depth={depth}
      data-highlighted={highlighted || undefined}
      data-comment-id={comment.id}
      aria-label={`Comment by ${author}`}
    >
      <header className={styles.header}>
        {comment.user ? <UserLink user={comment.user} size="small" /> : <span className={styles.gone}>Deleted member</span>}
        <span className={styles.headerEnd}>
          {showLock ? (
            <span className={styles.lock} role="img" aria-label="Comment tree locked" title="Comment tree locked">
              <LockIcon size={14} />
            </span>
          ) : null}
          <Link className={styles.time} to={commentPath(where.threadId, comment.id)}>
            <time dateTime={when.toISOString()} title={when.toLocaleString()}>
              {timeAgo(comment.createdAt, now)}
            </time>
          </Link>
        </span>
      </header>
      {editing ? (
        <InlineTextEditor
          initial={comment.comment}
          label="Edit comment"
          saving={saving}
          onSave={(text) => editThreadComment(where, text, { onCompleted: () => setEditing(false), onError: toastError })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.body}>
          <ActivityMarkdown text={comment.comment} />
        </div>
      )}
      <CommentActions
        comment={comment}
        where={where}
        rights={rights}
        treeLocked={treeLocked}
        replies={item.replies}
        collapsed={collapsed}
        onToggleCollapse={onToggleCollapse}
        onReply={() => setReplying(true)}
        onEdit={editing ? undefined : () => setEditing(true)}
      />
      {replying && rights.canReply ? (
        <CommentReplyEditor
          parent={where}
          onDone={(posted) => {
            setReplying(false);
            if (posted && collapsed) onToggleCollapse();
          }}
        />
      ) : null}
    </article>
  );
}
