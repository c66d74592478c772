import { Link } from 'react-router-dom';
import { useConfirmAndLogOut } from '../../session/logOutFlow.ts';
import { useViewer } from '../../session/useViewer.ts';
import { EXTERNAL_LINKS, SITE_MAP_PATH, SITE_NAME } from '../../system/siteLinks.ts';
import { LogoMark } from '../icons.tsx';
import { ThemeSelector } from './ThemeSelector.tsx';
import styles from './Footer.module.css';

// Footer links of social §2; Logout only for a logged-in viewer.
export function Footer() {
  const viewer = useViewer();
  const confirmAndLogOut = useConfirmAndLogOut();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brandColumn}>
          <Link to="/" className={styles.brand}>
            <LogoMark size={26} /> {SITE_NAME}
          </Link>
          <ThemeSelector />
        </div>
        <nav className={styles.columns} aria-label="Footer">
          <ul>
            {viewer ? (
              <li>
                <button type="button" className={styles.linkButton} onClick={() => void confirmAndLogOut()}>
                  Logout
                </button>
              </li>
            ) : null}
            <li>
              <a href={EXTERNAL_LINKS.donate}>Donate</a>
            </li>
            <li>
              <Link to="/apps">Apps</Link>
            </li>
            <li>
              <Link to="/site-stats">Site Stats</Link>
            </li>
            <li>
              <Link to="/recommendations">Recommendations</Link>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.apiDocs}>API</a>
            </li>
          </ul>
          <ul>
            <li>
              <a href={EXTERNAL_LINKS.submissionManual}>Submission Manual</a>
            </li>
            <li>
              <Link to="/moderators">Moderators</Link>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.contact}>Contact</a>
            </li>
            <li>
              <Link to="/terms">Terms &amp; Privacy</Link>
            </li>
            <li>
              <a href={SITE_MAP_PATH}>Site Map</a>
            </li>
            <li>
              <Link to="/about">About &amp; Credits</Link>
            </li>
          </ul>
          <ul>
            <li>
              <a href={EXTERNAL_LINKS.discord} target="_blank" rel="noreferrer noopener">
                Discord
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.twitter} target="_blank" rel="noreferrer noopener">
                Twitter
              </a>
            </li>
            <li>
              <a href={EXTERNAL_LINKS.github} target="_blank" rel="noreferrer noopener">
                GitHub
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
