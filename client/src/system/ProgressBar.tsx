import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router-dom';
import { progress, PROGRESS_IDLE } from './progress.ts';
import styles from './ProgressBar.module.css';

/** The thin bar at the top of the page; runs while a route loads (or anything else calls progress.start()). */
export function ProgressBar() {
  const state = useSyncExternalStore(progress.subscribe, progress.getState, () => PROGRESS_IDLE);
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';

  useEffect(() => (loading ? progress.start() : undefined), [loading]);

  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value)}
      aria-hidden={!state.visible}
      data-visible={state.visible}
      style={{ transform: `scaleX(${state.value / 100})` }}
    />
  );
}

/** Suspense fallback that keeps the bar running while a lazily loaded part of a screen is pending. */
export function ProgressFallback() {
  useEffect(() => progress.start(), []);
  return null;
}
