import type { Milestone } from './milestones.ts';
import styles from './Overview.module.css';

const grouped = new Intl.NumberFormat('en-US');

/** How far the member is through their current milestone range (social §9), its bounds at either end. */
export function MilestoneBar({ milestone }: { milestone: Milestone }) {
  const { label, amount, from, to } = milestone;
  const share = Math.min(1, Math.max(0, (amount - from) / (to - from)));
  return (
    <div className={styles.milestone}>
      <div
        className={styles.milestoneTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={from}
        aria-valuemax={to}
        aria-valuenow={amount}
      >
        <div className={styles.milestoneFill} style={{ width: `${share * 100}%` }} />
      </div>
      <div className={styles.milestoneBounds} aria-hidden="true">
        <span>{grouped.format(from)}</span>
        <span>{grouped.format(to)}</span>
      </div>
    </div>
  );
}
