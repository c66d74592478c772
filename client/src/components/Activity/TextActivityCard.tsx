import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSaveTextActivity } from '../../mutations/saveTextActivity.ts';
import { toastError } from '../../system/toasts.ts';
import { ActivityFrame } from './ActivityFrame.tsx';
import { activityModel } from './activityModel.ts';
import { InlineTextEditor } from './InlineTextEditor.tsx';
import { ActivityMarkdown } from './lazyMarkdown.tsx';
import type { TextActivityCard_activity$key } from './__generated__/TextActivityCard_activity.graphql';
import styles from './Activity.module.css';

/** A member's status (social §2): their text, editable in place by them or a community moderator. */
export function TextActivityCard({ activity, standalone }: { activity: TextActivityCard_activity$key; standalone?: boolean }) {
  const data = useFragment(
    graphql`
      fragment TextActivityCard_activity on TextActivity {
        id
        text
        createdAt
        isLocked
        isPinned
        isSubscribed
        isLiked
        likeCount
        replyCount
        user { id name avatar { large } }
      }
    `,
    activity,
  );
  const [editing, setEditing] = useState(false);
  const [saveTextActivity, saving] = useSaveTextActivity();
  const model = activityModel('TextActivity', data, { ownerId: data.user?.id, author: data.user, text: data.text });
  return (
    <ActivityFrame
      activity={model}
      author={data.user}
      label={`Status by ${data.user?.name ?? 'a member'}`}
      onEdit={() => setEditing(true)}
      standalone={standalone}
    >
      {editing ? (
        <InlineTextEditor
          initial={data.text ?? ''}
          label="Edit status"
          saving={saving}
          onSave={(text) => saveTextActivity({ id: data.id, text }, { onCompleted: () => setEditing(false), onError: toastError })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.body}>
          <ActivityMarkdown text={data.text ?? ''} />
        </div>
      )}
    </ActivityFrame>
  );
}
