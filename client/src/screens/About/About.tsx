import { SITE_NAME } from '../../system/siteLinks.ts';
import { TextPage } from '../../components/TextPage/TextPage.tsx';
import styles from './About.module.css';

/** /about: what the site is and whose data the demo catalogue uses (bangumi-data asks for attribution). */
export function About() {
  return (
    <TextPage title={<>About {SITE_NAME}</>}>
      <p>
        {SITE_NAME} is an open-source site to track, share and discover anime and manga. Every change is kept as an event, so statistics and
        feeds can be rebuilt from the full history at any time.
      </p>
      <h2 className={styles.heading}>Credits</h2>
      <ul className={styles.credits}>
        <li>
          Anime titles, air dates and site links in the demo catalogue come from{' '}
          <a href="https://github.com/bangumi-data/bangumi-data" target="_blank" rel="noreferrer noopener">
            bangumi-data
          </a>
          , licensed under{' '}
          <a href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer noopener">
            CC BY 4.0
          </a>
          .
        </li>
        <li>
          Everything else in the demo catalogue (manga, characters, staff, studios, scores, descriptions and all images) is generated.
        </li>
      </ul>
    </TextPage>
  );
}
