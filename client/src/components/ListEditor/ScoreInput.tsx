import type { ScoreFormat } from '@tsuzuki/events/scores';
import { FrownIcon, MehIcon, SmileIcon } from '../icons.tsx';
import { NumberField } from './NumberField.tsx';
import { clampScore, pickScore, scoreControl, SMILEY_LABELS } from './rules/scoreControl.ts';
import styles from './ListEditor.module.css';

interface Props {
  format: ScoreFormat;
  value: number;
  onChange: (value: number) => void;
}

const SMILEYS = [FrownIcon, MehIcon, SmileIcon];

/** The score in the member's format: a number input, five stars or three smileys (the chosen one again resets). */
export function ScoreInput({ format, value, onChange }: Props) {
  const control = scoreControl(format);
  if (control.kind === 'number') {
    return (
      <NumberField
        label="Score"
        value={value}
        max={control.max}
        step={control.step}
        clamp={(v) => clampScore(v, format)}
        onChange={onChange}
      />
    );
  }
  const choices = Array.from({ length: control.count }, (_, i) => i + 1);
  return (
    <div className={styles.field} role="group" aria-labelledby="list-editor-score">
      <span id="list-editor-score" className={styles.label}>
        Score
      </span>
      <span className={styles.choices} data-kind={control.kind}>
        {choices.map((choice) => {
          const Smiley = SMILEYS[choice - 1]!;
          const label = control.kind === 'stars' ? `${choice} ${choice === 1 ? 'star' : 'stars'}` : SMILEY_LABELS[choice - 1];
          const lit = control.kind === 'stars' ? choice <= value : choice === value;
          return (
            <button
              key={choice}
              type="button"
              className={styles.choice}
              data-lit={lit}
              aria-label={label}
              aria-pressed={choice === value}
              title={label}
              onClick={() => onChange(pickScore(value, choice))}
            >
              {control.kind === 'stars' ? <Star filled={lit} /> : <Smiley size={24} />}
            </button>
          );
        })}
      </span>
    </div>
  );
}

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
