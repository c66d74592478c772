import { scoreColour } from '../../format/score.ts';
import { useViewer } from '../../session/useViewer.ts';
import { FrownIcon, MehIcon, SmileIcon } from '../icons.tsx';
import { reviewScoreFormat, reviewScoreText, shownReviewScore } from './reviewRules.ts';
import styles from './Review.module.css';

const MOOD_ICON = { smile: SmileIcon, meh: MehIcon, frown: FrownIcon } as const;

/**
 * A review's 0-100 score as the viewer's list shows scores (a number out of 100 or 10, stars, a smiley), coloured
 * by the score (core §9). `large` is the review page's.
 */
export function ReviewScore({ score, large = false }: { score: number; large?: boolean }) {
  const format = reviewScoreFormat(useViewer()?.mediaListOptions?.scoreFormat);
  const shown = shownReviewScore(score, format);
  const label = `Score ${reviewScoreText(shown)}`;
  const className = `${styles.score} score-${scoreColour(score)}`;
  let content;
  if (shown.kind === 'number') {
    content = (
      <>
        <span className={styles.scoreValue}>{shown.value}</span>
        <span className={styles.scoreMax}>/{shown.max}</span>
      </>
    );
  } else if (shown.kind === 'stars') {
    content = (
      <>
        <span className={styles.scoreValue}>{shown.stars}</span>
        <span className={styles.scoreMax}>★</span>
      </>
    );
  } else {
    const Icon = MOOD_ICON[shown.mood];
    content = <Icon size={large ? 34 : 18} />;
  }
  return (
    <span className={className} data-size={large ? 'large' : undefined} role="img" aria-label={label} title={label}>
      {content}
    </span>
  );
}
