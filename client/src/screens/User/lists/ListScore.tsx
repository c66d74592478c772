import { FrownIcon, MehIcon, SmileIcon } from '../../../components/icons.tsx';
import { scoreText, type ShownScore } from './rules/score.ts';
import styles from './MediaList.module.css';

const MOOD_ICON = { smile: SmileIcon, meh: MehIcon, frown: FrownIcon } as const;
const MOOD_COLOUR = { smile: 'score-green', meh: 'score-orange', frown: 'score-red' } as const;

/** A score as its format shows it: a number, stars, or a smiley. */
export function ListScore({ score }: { score: ShownScore | null }) {
  if (!score) return <span className={styles.noScore} aria-label="No score" />;
  if (score.kind === 'number') return <span className={styles.score}>{score.text}</span>;
  if (score.kind === 'stars') {
    return (
      <span className={styles.score} aria-label={scoreText(score)} title={scoreText(score)}>
        {score.stars}
        <span aria-hidden="true" className={styles.star}>
          ★
        </span>
      </span>
    );
  }
  const Icon = MOOD_ICON[score.mood];
  return (
    <span className={`${styles.score} ${MOOD_COLOUR[score.mood]}`} aria-label={scoreText(score)} title={scoreText(score)}>
      <Icon size={18} />
    </span>
  );
}
