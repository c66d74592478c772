import { useCallback, useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useViewer } from '../../session/useViewer.ts';
import { followStream } from '../../system/live/followNotifications.ts';
import { sseSubscription } from '../../system/live/sseConnect.ts';
import { ACTIVITIES_SUBSCRIPTION, storeChanges, type ActivityUpdate, type LiveActivityFilter } from './liveActivities.ts';

export interface LiveActivities {
  /** The stream is delivering: the feed's polling (core §4 auto-refresh) rests meanwhile. */
  live: boolean;
  /** Ids of the activities new at the top since the feed was last refreshed, in the order they came. */
  heard: number[];
  /** The feed now shows what it heard (the bar was clicked, or the feed refreshed). */
  clear: () => void;
}

/**
 * Follows the activities of `filter` for a member (guests keep polling, ADR 71): changes go into the store at once,
 * new activities are only counted. The stream reconnects from its last position after a failure; while it is down
 * `live` is false and the caller's polling runs.
 */
export function useLiveActivities(filter: LiveActivityFilter | null): LiveActivities {
  const environment = useRelayEnvironment();
  const viewerId = useViewer()?.id ?? null;
  const [live, setLive] = useState(false);
  const [heard, setHeard] = useState<number[]>([]);
  const key = filter && viewerId !== null ? JSON.stringify({ ...filter, viewerId }) : null;
  useEffect(() => {
    if (key === null || typeof window === 'undefined') return;
    const { viewerId: _viewer, ...variables } = JSON.parse(key) as LiveActivityFilter & { viewerId: number };
    const stop = followStream<ActivityUpdate>(sseSubscription<ActivityUpdate>(ACTIVITIES_SUBSCRIPTION, 'Activities', variables), {
      update: (update) => {
        storeChanges(environment, update.updated ?? []);
        const added = (update.activities ?? []).map((a) => a.id);
        if (added.length) setHeard((before) => [...before, ...added]);
      },
      live: setLive,
    });
    return () => {
      stop();
      setLive(false);
      setHeard([]);
    };
  }, [key, environment]);
  const clear = useCallback(() => setHeard([]), []);
  return { live, heard, clear };
}
