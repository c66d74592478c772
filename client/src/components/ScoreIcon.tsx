import { moodColour, scoreMood } from '../format/score.ts';
import { FrownIcon, MehIcon, SmileIcon } from './icons.tsx';

/** Card score face (core §4): smile above 74, meh above 59, frown otherwise. */
export function ScoreIcon({ score, size = 18 }: { score: number; size?: number }) {
  const mood = scoreMood(score);
  const className = `score-${moodColour(mood)}`;
  const Icon = mood === 'smile' ? SmileIcon : mood === 'meh' ? MehIcon : FrownIcon;
  return <Icon size={size} className={className} data-mood={mood} />;
}
