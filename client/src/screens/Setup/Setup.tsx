import { NavLink, Outlet, useOutletContext } from 'react-router-dom';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { setupQuery, type SetupUser } from './SetupQuery.ts';
import type { SetupQuery } from './__generated__/SetupQuery.graphql';
import { SETUP_STEPS, stepUrl } from './setupSteps.ts';
import styles from './Setup.module.css';

/** /setup: a welcome, the step indicator and the current step, which reads the viewer from the outlet. */
export function Setup() {
  const data = useRouteQuery<SetupQuery>(setupQuery);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.welcome}>
        Welcome to {SITE_NAME}
        {data.Viewer ? `, ${data.Viewer.name}` : ''}!
      </h1>
      <p className={styles.lead}>A few choices to make the site yours. You can change all of them later in Settings.</p>
      <ol className={styles.steps} aria-label="Setup steps">
        {SETUP_STEPS.map((step, index) => (
          <li key={step.path}>
            <NavLink to={stepUrl(step.path)} end className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              {step.label}
            </NavLink>
          </li>
        ))}
      </ol>
      {data.Viewer ? <Outlet context={data.Viewer} /> : null}
    </div>
  );
}

export function useSetupUser(): SetupUser {
  return useOutletContext<SetupUser>();
}
