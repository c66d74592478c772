import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { replyRecordId } from '../../mutations/activityRecord.ts';
import { useDeleteActivityReply } from '../../mutations/deleteActivityReply.ts';
import { useEditActivityReply } from '../../mutations/saveActivityReply.ts';
import { useViewer } from '../../session/useViewer.ts';
import { showConfirm } from '../../system/dialogs.ts';
import { toastError } from '../../system/toasts.ts';
import { canModNote, canReport } from '../Moderation/moderationRights.ts';
import { useModerationControls } from '../Moderation/useModerationControls.tsx';
import { useNowSeconds } from '../useNow.ts';
import { replyRights } from './activityPermissions.ts';
import { timeAgo } from './activityText.ts';
import { InlineTextEditor } from './InlineTextEditor.tsx';
import { ActivityMarkdown } from './lazyMarkdown.tsx';
import { LikeButton } from './LikeButton.tsx';
import { UserLink } from './UserLink.tsx';
import type { ActivityReply_reply$key } from './__generated__/ActivityReply_reply.graphql';
import styles from './Replies.module.css';
import card from './Activity.module.css';
import controls from './Controls.module.css';

export const DELETE_REPLY_CONFIRM = 'Are you sure you want to delete this activity reply?';

/** A reply (social §2): author, time, text, like; edit and delete for its author and community moderators. */
export function ActivityReply({
  reply,
  activityRecordId,
  activityId,
}: {
  reply: ActivityReply_reply$key;
  activityRecordId: string;
  activityId?: number;
}) {
  const data = useFragment(
    graphql`
      fragment ActivityReply_reply on ActivityReply {
        id
        text
        createdAt
        likeCount
        isLiked
        user { id name avatar { large } }
      }
    `,
    reply,
  );
  const viewer = useViewer();
  const now = useNowSeconds();
  const [editing, setEditing] = useState(false);
  const [editActivityReply, saving] = useEditActivityReply();
  const [deleteActivityReply] = useDeleteActivityReply();
  const rights = replyRights(viewer, data.user?.id);
  const moderation = useModerationControls();
  const author = data.user;
  const item =
    author && activityId !== undefined
      ? { objectType: 'ACTIVITY_REPLY' as const, objectId: data.id, userId: author.id, path: `/activity/${activityId}`, text: data.text }
      : null;
  const when = new Date(data.createdAt * 1000);

  async function remove() {
    if (!(await showConfirm('Delete Reply', DELETE_REPLY_CONFIRM, 'Delete'))) return;
    deleteActivityReply(data.id, activityRecordId);
  }

  return (
    <article className={styles.reply} aria-label={`Reply by ${data.user?.name ?? 'a member'}`}>
      <header className={card.header}>
        {data.user ? <UserLink user={data.user} size="small" /> : null}
        <span className={card.headerEnd}>
          <time dateTime={when.toISOString()} title={when.toLocaleString()}>
            {timeAgo(data.createdAt, now)}
          </time>
        </span>
      </header>
      {editing ? (
        <InlineTextEditor
          initial={data.text ?? ''}
          label="Edit reply"
          saving={saving}
          onSave={(text) => editActivityReply(data.id, text, { onCompleted: () => setEditing(false), onError: toastError })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={card.body}>
          <ActivityMarkdown text={data.text ?? ''} />
        </div>
      )}
      <footer className={controls.footer}>
        {rights.canEdit && !editing ? (
          <button type="button" className={controls.action} onClick={() => setEditing(true)}>
            Edit
          </button>
        ) : null}
        {rights.canDelete ? (
          <button type="button" className={controls.action} onClick={remove}>
            Delete
          </button>
        ) : null}
        {item && canModNote(viewer, author?.id) ? (
          <button type="button" className={controls.action} onClick={() => void moderation.noteOn({ ...item, authorName: author!.name })}>
            Mod Note
          </button>
        ) : null}
        {item && canReport(viewer, author?.id) ? (
          <button type="button" className={controls.action} onClick={() => void moderation.report(item)}>
            Report
          </button>
        ) : null}
        <LikeButton
          target={{ type: 'ACTIVITY_REPLY', id: data.id, recordId: replyRecordId(data.id) }}
          isLiked={data.isLiked === true}
          likeCount={data.likeCount}
          canLike={rights.canLike}
        />
        {moderation.dialog}
      </footer>
    </article>
  );
}
