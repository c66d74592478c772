import { Link } from 'react-router-dom';
import { SetupStep } from './SetupStep.tsx';
import styles from './Setup.module.css';

/** /setup/complete: done; where to go next. */
export function SetupComplete() {
  return (
    <SetupStep path="complete" title="You're all set!" description="Start by finding something to add to your lists.">
      <div className={styles.links}>
        <Link to="/home" className="button">
          Go to Home
        </Link>
        <Link to="/search/anime" className="button">
          Browse Anime
        </Link>
        <Link to="/settings" className="button">
          More Settings
        </Link>
      </div>
    </SetupStep>
  );
}
