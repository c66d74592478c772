import { Link } from 'react-router-dom';
import { TextPage } from '../../components/TextPage/TextPage.tsx';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { useDocumentTitle } from '../../system/useDocumentTitle.ts';
import styles from '../Terms/Terms.module.css';

/**
 * The data submission manual the footer links to (social §2): how a member proposes a change to the catalogue and
 * what happens to it. What it says follows the edit pages and their review (ADR 22).
 */
export function SubmissionManual() {
  useDocumentTitle('Submission Manual');
  return (
    <TextPage title="Submission Manual">
      <p className={styles.lead}>
        The {SITE_NAME} catalogue of anime, manga, characters, staff and studios is kept by its members. Anyone with an account can propose
        a correction or a missing entry; a data moderator checks it before it appears on the site.
      </p>

      <h2 className={styles.heading}>Proposing a change</h2>
      <ul className={styles.list}>
        <li>
          On a media page, the <strong>Edit</strong> button in the sidebar opens its forms: General (titles, synonyms, format, status,
          source, country, episodes and duration or chapters and volumes, 18+, hashtag, dates, season, genres), Description, Images (cover
          and banner) and Links. Characters and staff have an Edit link beside their name.
        </li>
        <li>Change only what you mean to change: the bar under the form counts the fields you changed, and only those are sent.</li>
        <li>
          In <em>Source or notes for the reviewer</em>, say where the information comes from: the official site, the publisher, the
          broadcaster or a streaming service. A change with a source the reviewer can check is the easiest to accept.
        </li>
        <li>Then press Submit. The submission opens, with what it changes beside what the entry held.</li>
      </ul>

      <h2 className={styles.heading}>Adding a missing entry</h2>
      <ul className={styles.list}>
        <li>
          New entries are submitted the same way, from <Link to="/edit/anime/new">Add Anime</Link> or{' '}
          <Link to="/edit/manga/new">Add Manga</Link>. Search first: a correction to the entry that exists is more useful than a second one.
        </li>
      </ul>

      <h2 className={styles.heading}>What to submit</h2>
      <ul className={styles.list}>
        <li>Only what a source states. Leave a field empty rather than guess: an empty field is honest, a wrong one misleads everyone.</li>
        <li>
          Titles as the official sources write them: the native title, its romanisation, and the English title where one is published.
        </li>
        <li>Descriptions in your own words, or with the source named when quoted, and without spoilers.</li>
        <li>Nothing from pirate sites, and no links to unofficial copies.</li>
      </ul>

      <h2 className={styles.heading}>After you submit</h2>
      <ul className={styles.list}>
        <li>
          A data moderator of its kind reviews it: anime data moderators anime, manga data moderators manga, and character and staff data
          moderators characters and staff. They accept all of it, accept some fields, or reject it, with notes for you.
        </li>
        <li>Your submissions, their status and the moderators&apos; notes are on your profile&apos;s Submissions tab.</li>
        <li>
          Accepted changes show at once, and every change to a media is listed in its History (linked from the media page&apos;s sidebar),
          with who changed what and when. Members with the media on their list hear of changes a moderator gives a reason for.
        </li>
        <li>
          Questions about a decision go to the <Link to="/forum">forum</Link> or to the <Link to="/moderators">moderators</Link>.
        </li>
      </ul>
    </TextPage>
  );
}
