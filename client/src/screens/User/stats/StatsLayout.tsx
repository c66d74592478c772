import { Outlet } from 'react-router-dom';
import { useUserOutlet } from '../userOutlet.ts';
import { StatsNav } from './StatsNav.tsx';
import shell from '../User.module.css';
import styles from './Stats.module.css';

/** The statistics tab: the menu of both lists' pages beside the chosen page. */
export function StatsLayout() {
  const outlet = useUserOutlet();
  return (
    <div className={`container ${shell.page} ${styles.layout}`}>
      <StatsNav name={outlet.userName} />
      <div className={styles.content}>
        <Outlet context={outlet} />
      </div>
    </div>
  );
}
