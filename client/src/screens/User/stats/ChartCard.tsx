import { useState, type ReactNode } from 'react';
import { modeLabel, type ChartMode } from './statsFigures.ts';
import type { StatsType } from './statsPages.ts';
import styles from './Stats.module.css';

interface Props {
  title: string;
  type: StatsType;
  /** What the chart can plot, the first shown at first; one mode needs no toggle. */
  modes: readonly ChartMode[];
  /** Nothing to plot: a line of text instead of an empty chart. */
  empty: boolean;
  children: (mode: ChartMode) => ReactNode;
  className?: string;
}

/** A chart's card: its title, the Titles / Hours (Chapters) / Mean Score toggle, and the chart in the chosen mode. */
export function ChartCard({ title, type, modes, empty, children, className = '' }: Props) {
  const [mode, setMode] = useState<ChartMode>(modes[0]!);
  return (
    <section className={`card ${styles.chartCard} ${className}`} aria-label={title}>
      <header className={styles.chartHeader}>
        <h2 className={styles.chartTitle}>{title}</h2>
        {modes.length > 1 && !empty ? (
          <div className={styles.toggle} role="group" aria-label={`${title} shows`}>
            {modes.map((choice) => (
              <button key={choice} type="button" aria-pressed={choice === mode} onClick={() => setMode(choice)}>
                {modeLabel(choice, type)}
              </button>
            ))}
          </div>
        ) : null}
      </header>
      {empty ? <p className={styles.chartEmpty}>Nothing to show here yet.</p> : children(mode)}
    </section>
  );
}
