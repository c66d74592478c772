import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { ActivityEditor } from '../../../components/Activity/ActivityEditor.tsx';
import { ActivityFeed } from '../../../components/Activity/ActivityFeed.tsx';
import { useViewer } from '../../../session/useViewer.ts';
import { ACTIVITY_EDITOR_ID, PROFILE_FEED_FILTERS, profileEditor } from './profileEditorRules.ts';
import type { ProfileActivity_user$key } from './__generated__/ProfileActivity_user.graphql';
import shell from '../User.module.css';
import styles from './Overview.module.css';

/**
 * The member's activity on their overview (social §2): the activity editor for those who may write here (a status
 * on one's own profile, a message on another's), then their activities with pinned ones first, filtered by kind.
 */
export function ProfileActivity({ user }: { user: ProfileActivity_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileActivity_user on User {
        id
        name
        isFollower
        options { restrictMessagesToFollowing }
      }
    `,
    user,
  );
  const viewer = useViewer();
  const [filter, setFilter] = useState<(typeof PROFILE_FEED_FILTERS)[number]>(PROFILE_FEED_FILTERS[0]);
  // A save asks the feed for its first page again, so the new activity shows at once.
  const [saved, setSaved] = useState(0);
  const editor = profileEditor(viewer, {
    id: data.id,
    restrictMessagesToFollowing: data.options?.restrictMessagesToFollowing,
    followsViewer: data.isFollower,
  });
  return (
    <section className={styles.activity} aria-labelledby="profile-activity-title">
      <div className={styles.activityHead}>
        <h2 id="profile-activity-title" className={shell.heading}>
          Activity
        </h2>
        <div className={styles.feedFilters} role="group" aria-label="Activity filter">
          {PROFILE_FEED_FILTERS.map((option) => (
            <button
              key={option.label}
              type="button"
              className={styles.feedFilter}
              aria-pressed={option === filter}
              onClick={() => setFilter(option)}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {editor ? (
        <div id={ACTIVITY_EDITOR_ID} className={styles.editor}>
          <ActivityEditor recipientId={editor === 'message' ? data.id : null} onSaved={() => setSaved((n) => n + 1)} />
        </div>
      ) : null}
      <ActivityFeed userId={data.id} types={filter.types} pinnedFirst label={`${data.name}'s activity`} refreshSignal={saved} />
    </section>
  );
}
