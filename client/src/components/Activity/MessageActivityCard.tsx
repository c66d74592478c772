import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { useSaveMessageActivity } from '../../mutations/saveMessageActivity.ts';
import { toastError } from '../../system/toasts.ts';
import { userPath } from '../Nav/navLinks.ts';
import { ActivityFrame } from './ActivityFrame.tsx';
import { activityModel } from './activityModel.ts';
import { InlineTextEditor } from './InlineTextEditor.tsx';
import { ActivityMarkdown } from './lazyMarkdown.tsx';
import type { MessageActivityCard_activity$key } from './__generated__/MessageActivityCard_activity.graphql';
import styles from './Activity.module.css';

/**
 * A message on a member's profile (social §2): "writer → recipient", the text, and a Private badge that only the
 * pair and community moderators see.
 */
export function MessageActivityCard({ activity, standalone }: { activity: MessageActivityCard_activity$key; standalone?: boolean }) {
  const data = useFragment(
    graphql`
      fragment MessageActivityCard_activity on MessageActivity {
        id
        message
        createdAt
        isLocked
        isPinned
        isSubscribed
        isLiked
        isPrivate
        likeCount
        replyCount
        messenger { id name avatar { large } }
        recipient { id name moderatorRoles }
      }
    `,
    activity,
  );
  const [editing, setEditing] = useState(false);
  const [saveMessageActivity, saving] = useSaveMessageActivity();
  const model = activityModel('MessageActivity', data, {
    ownerId: data.recipient?.id,
    messengerId: data.messenger?.id,
    ownerModeratorRoles: data.recipient?.moderatorRoles,
    isPrivate: data.isPrivate,
    author: data.messenger,
    text: data.message,
  });
  const recipient = data.recipient;
  return (
    <ActivityFrame
      activity={model}
      author={data.messenger}
      label={`Message from ${data.messenger?.name ?? 'a member'} to ${recipient?.name ?? 'a member'}`}
      headline={
        recipient ? (
          <>
            <span className={styles.arrow} aria-label="to">
              →
            </span>
            <Link to={userPath(recipient.name)} className={styles.author}>
              <span className={styles.authorName}>{recipient.name}</span>
            </Link>
          </>
        ) : null
      }
      onEdit={() => setEditing(true)}
      standalone={standalone}
    >
      {editing ? (
        <InlineTextEditor
          initial={data.message ?? ''}
          label="Edit message"
          saving={saving}
          onSave={(message) => saveMessageActivity({ id: data.id, message }, { onCompleted: () => setEditing(false), onError: toastError })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.body}>
          <ActivityMarkdown text={data.message ?? ''} />
        </div>
      )}
    </ActivityFrame>
  );
}
