import { Link } from 'react-router-dom';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { APP_GROUPS } from './communityApps.ts';
import { TextPage } from '../../components/TextPage/TextPage.tsx';
import styles from './Apps.module.css';

/** /apps (social §2): community apps grouped by Mobile, Desktop, Sites & Extensions. */
export function Apps() {
  return (
    <TextPage title="Apps" wide>
      <p className={styles.lead}>
        Track anime and manga away from the browser with apps made by the community. {SITE_NAME}&apos;s API follows the shape of
        AniList&apos;s GraphQL API (one endpoint, <code>POST /graphql</code>, with the same queries, types and page structure), so apps
        written for AniList can work with this site when they let you change the address of the API they use.
      </p>
      <p className={styles.developers}>
        Making an app? Read the <Link to="/docs/api">API documentation</Link> and register your app as an API client in{' '}
        <Link to="/settings/developer">Settings › Developer</Link>.
      </p>
      {APP_GROUPS.map((group) => (
        <section key={group.title} className={styles.group} aria-labelledby={groupId(group.title)}>
          <h2 id={groupId(group.title)} className={styles.heading}>
            {group.title}
          </h2>
          <ul className={styles.apps}>
            {group.apps.map((app) => (
              <li key={app.name} className={`card ${styles.app}`}>
                <h3 className={styles.name}>
                  <a href={app.url} target="_blank" rel="noreferrer noopener">
                    {app.name}
                  </a>
                </h3>
                <p className={styles.platform}>{app.platform}</p>
                <p className={styles.description}>{app.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className={styles.note}>
        These apps are open-source projects of their own communities, built for AniList. They are listed here as pointers and are not run by{' '}
        {SITE_NAME}: sign in to an app only if you trust it.
      </p>
    </TextPage>
  );
}

// "Sites & Extensions" → "apps-sites-extensions": an id without spaces (aria-labelledby reads a list of ids).
const groupId = (title: string) => `apps-${title.toLowerCase().replace(/\W+/g, '-')}`;
