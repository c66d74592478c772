import { Link } from 'react-router-dom';
import {
  RECOMMENDATION_SORTS,
  recommendationsPath,
  type RecommendationsView,
} from '../../components/Recommendation/recommendationRules.ts';
import styles from './Recommendations.module.css';

/** Sort and, for members, All or My List (social §2) as links, so the choice is in the URL and survives a reload. */
export function RecommendationsMenu({ view, signedIn }: { view: RecommendationsView; signedIn: boolean }) {
  return (
    <div className={styles.menu}>
      <nav className={styles.group} aria-label="Sort">
        {RECOMMENDATION_SORTS.map((option) => (
          <Link
            key={option.sort}
            to={recommendationsPath({ ...view, sort: option.sort })}
            className={styles.option}
            aria-current={option.sort === view.sort ? 'page' : undefined}
          >
            {option.label}
          </Link>
        ))}
      </nav>
      {signedIn ? (
        <nav className={styles.group} aria-label="Filter">
          <Link
            to={recommendationsPath({ ...view, onList: false })}
            className={styles.option}
            aria-current={view.onList ? undefined : 'page'}
          >
            All
          </Link>
          <Link
            to={recommendationsPath({ ...view, onList: true })}
            className={styles.option}
            aria-current={view.onList ? 'page' : undefined}
          >
            My List
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
