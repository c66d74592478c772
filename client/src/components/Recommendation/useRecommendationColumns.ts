import { useSyncExternalStore } from 'react';
import { recommendationColumns } from './recommendationRules.ts';

// Phones are below 760 px (core §1), as in the stylesheets' @media rules.
const MOBILE = 759;

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const windowWidth = () => window.innerWidth;

/**
 * The recommendation columns (core §9, social §9): the window's width divided by 150 on desktop (10 at 1500 px, as
 * the checklist measures it), 7 on phones. Cards narrow to fit; the block scrolls sideways when they cannot.
 */
export function useRecommendationColumns(): number {
  const width = useSyncExternalStore(subscribeResize, windowWidth, () => 1400);
  return recommendationColumns(width, width <= MOBILE);
}
