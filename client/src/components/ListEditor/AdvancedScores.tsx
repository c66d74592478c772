import type { Dispatch } from 'react';
import { NumberField } from './NumberField.tsx';
import { clampAdvancedScore } from './rules/scoreControl.ts';
import type { EntryFormAction } from './rules/entryForm.ts';
import styles from './ListEditor.module.css';

interface Props {
  labels: readonly string[];
  scores: readonly number[];
  dispatch: Dispatch<EntryFormAction>;
}

/** One 0-100 input per advanced scoring label; the score becomes their average on every change (core §4). */
export function AdvancedScores({ labels, scores, dispatch }: Props) {
  return (
    <section className={styles.section} aria-label="Advanced Scores">
      <h3 className={styles.sectionTitle}>Advanced Scores</h3>
      <div className={styles.advanced}>
        {labels.map((label, index) => (
          <NumberField
            key={label}
            label={label}
            value={scores[index] ?? 0}
            max={100}
            clamp={clampAdvancedScore}
            onChange={(value) => dispatch({ type: 'advanced', index, value })}
          />
        ))}
      </div>
    </section>
  );
}
