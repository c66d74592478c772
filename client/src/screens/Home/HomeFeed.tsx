import { useCallback, useState } from 'react';
import { ActivityEditor } from '../../components/Activity/ActivityEditor.tsx';
import { ActivityFeed } from '../../components/Activity/ActivityFeed.tsx';
import { HOME_PAUSE_EVERY } from '../../components/Activity/feedPaging.ts';
import { useViewer } from '../../session/useViewer.ts';
import {
  FEED_FILTERS,
  FEED_TYPES,
  GUEST_FEED,
  homeFeedFilter,
  readFeedPreference,
  storeFeedPreference,
  type FeedFilter,
  type FeedPreference,
  type FeedType,
} from './feedPreference.ts';
import styles from './HomeFeed.module.css';

/** core §9: the activity feed refreshes every 3 minutes. */
const REFRESH_MINUTES = 3;

/**
 * The home activity area (core §2, §4): Following or Global and All, Text Status or List Progress (remembered under
 * default-activity), the status editor, and the feed. Guests get "Site Activity": global, unfiltered, no editor.
 * An empty following feed gives way to global activity.
 */
export function HomeFeed() {
  const viewer = useViewer();
  const member = viewer !== null;
  const [preference, setPreference] = useState<FeedPreference>(() => readFeedPreference(member));
  const [followingEmpty, setFollowingEmpty] = useState(false);
  const [posted, setPosted] = useState(0);
  const chosen = member ? preference : GUEST_FEED;
  const shown: FeedPreference = chosen.type === 'following' && followingEmpty ? { ...chosen, type: 'global' } : chosen;

  const choose = (next: FeedPreference) => {
    setPreference(next);
    storeFeedPreference(next);
    setFollowingEmpty(false);
  };
  const onEmpty = useCallback(() => setFollowingEmpty(true), []);

  return (
    <section className={styles.feed} aria-labelledby="home-feed">
      <header className={styles.header}>
        <h2 id="home-feed" className={styles.heading}>
          {member ? 'Activity' : 'Site Activity'}
        </h2>
        {member ? (
          <div className={styles.controls}>
            <div className={styles.tabs} role="group" aria-label="Feed">
              {FEED_TYPES.map(({ value, label }) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={shown.type === value}
                  onClick={() => choose({ ...preference, type: value as FeedType })}
                >
                  {label}
                </button>
              ))}
            </div>
            <select
              className={styles.filter}
              aria-label="Activity filter"
              value={shown.filter}
              onChange={(event) => choose({ ...preference, filter: event.target.value as FeedFilter })}
            >
              {FEED_FILTERS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </header>
      {member ? (
        <div className={styles.editor}>
          <ActivityEditor onSaved={() => setPosted((count) => count + 1)} />
        </div>
      ) : null}
      <ActivityFeed
        {...homeFeedFilter(shown)}
        pauseEvery={HOME_PAUSE_EVERY}
        autoRefreshMinutes={REFRESH_MINUTES}
        refreshSignal={posted}
        label={member ? 'Activity' : 'Site Activity'}
        emptyText="No activity yet."
        onEmpty={shown.type === 'following' ? onEmpty : undefined}
      />
    </section>
  );
}
