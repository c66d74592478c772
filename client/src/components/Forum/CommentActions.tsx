import { useDeleteThreadComment } from '../../mutations/deleteThreadComment.ts';
import { commentRecordId, isTreeReply, type CommentRef } from '../../mutations/forumRecord.ts';
import { useReportThreadComment } from '../../mutations/reportThreadComment.ts';
import { useSetTreeLocked } from '../../mutations/saveThreadComment.ts';
import type { TreeComment } from '../../mutations/threadCommentTree.ts';
import { showConfirm } from '../../system/dialogs.ts';
import { usePrompt } from '../../system/usePrompt.tsx';
import { LikeButton } from '../Activity/LikeButton.tsx';
import { useViewer } from '../../session/useViewer.ts';
import { canModNote } from '../Moderation/moderationRights.ts';
import { useModerationControls } from '../Moderation/useModerationControls.tsx';
import { collapseLabel } from './commentTree.ts';
import { commentPath } from './forumPaths.ts';
import type { CommentRights } from './forumPermissions.ts';
import controls from '../Activity/Controls.module.css';
import styles from './Comments.module.css';

export const DELETE_COMMENT_CONFIRM = 'Are you sure you want to delete this comment?';
export const LOCK_TREE_CONFIRM = 'Are you sure you want to lock this comment tree?';
export const UNLOCK_TREE_CONFIRM = 'Are you sure you want to unlock this comment tree?';
const REASON_LENGTH = 1000;

interface Props {
  comment: TreeComment;
  where: CommentRef;
  rights: CommentRights;
  treeLocked: boolean;
  replies: number;
  collapsed: boolean;
  onToggleCollapse: () => void;
  onReply: () => void;
  /** Left out while the comment is being edited. */
  onEdit?: () => void;
}

/** A comment's controls, as far as the viewer may (social §4-§6): like, reply, collapse, edit, delete, report, mod note, lock. */
export function CommentActions({ comment, where, rights, treeLocked, replies, collapsed, onToggleCollapse, onReply, onEdit }: Props) {
  const { prompt, dialog } = usePrompt();
  const moderation = useModerationControls();
  const viewer = useViewer();
  const [deleteThreadComment] = useDeleteThreadComment();
  const [reportThreadComment] = useReportThreadComment();
  const [setTreeLocked] = useSetTreeLocked();
  const author = comment.user;

  async function remove() {
    if (await showConfirm('Delete Comment', DELETE_COMMENT_CONFIRM, 'Delete')) deleteThreadComment(where);
  }

  async function report() {
    const reason = await prompt({
      title: 'Report Comment',
      label: 'Why should the moderators look at this comment?',
      validate: (value) => (value.trim() ? null : 'Please give a reason.'),
      submitLabel: 'Submit',
      multiline: true,
      maxLength: REASON_LENGTH,
    });
    if (reason) reportThreadComment(where.id, reason);
  }

  async function lock(locked: boolean) {
    const ok = await showConfirm(
      locked ? 'Lock Comment Tree' : 'Unlock Comment Tree',
      locked ? LOCK_TREE_CONFIRM : UNLOCK_TREE_CONFIRM,
      locked ? 'Lock' : 'Unlock',
    );
    if (ok) setTreeLocked(where.rootId, locked);
  }

  const reply = isTreeReply(where);
  return (
    <footer className={`${controls.footer} ${styles.footer}`}>
      {replies > 0 ? (
        <button type="button" className={`${controls.action} ${styles.collapse}`} aria-expanded={!collapsed} onClick={onToggleCollapse}>
          {collapseLabel(collapsed, replies)}
        </button>
      ) : null}
      {rights.canReply ? (
        <button type="button" className={controls.action} onClick={onReply}>
          Reply
        </button>
      ) : null}
      {rights.canEdit && onEdit ? (
        <button type="button" className={controls.action} onClick={onEdit}>
          Edit
        </button>
      ) : null}
      {rights.canDelete ? (
        <button type="button" className={controls.action} onClick={remove}>
          Delete
        </button>
      ) : null}
      {rights.canReport ? (
        <button type="button" className={controls.action} onClick={report}>
          Report
        </button>
      ) : null}
      {author && canModNote(viewer, author.id) ? (
        <button
          type="button"
          className={controls.action}
          onClick={() =>
            void moderation.noteOn({
              objectType: 'THREAD_COMMENT',
              objectId: where.id,
              userId: author.id,
              authorName: author.name,
              path: commentPath(where.threadId, where.id),
              text: comment.comment,
            })
          }
        >
          Mod Note
        </button>
      ) : null}
      {rights.canLock ? (
        <button type="button" className={controls.action} onClick={() => lock(!treeLocked)}>
          {treeLocked ? 'Unlock' : 'Lock'}
        </button>
      ) : null}
      <LikeButton
        target={{ type: 'THREAD_COMMENT', id: where.id, recordId: commentRecordId(where.rootId), inTree: reply }}
        isLiked={comment.isLiked}
        likeCount={comment.likeCount}
        canLike={rights.canLike}
      />
      {dialog}
      {moderation.dialog}
    </footer>
  );
}
