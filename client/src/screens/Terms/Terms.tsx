import { Link } from 'react-router-dom';
import { EXTERNAL_LINKS, SITE_NAME } from '../../system/siteLinks.ts';
import { TextPage } from '../../components/TextPage/TextPage.tsx';
import styles from './Terms.module.css';

/**
 * /terms (social §2): the terms of use and the privacy notice of a fan-run, open-source site. What it says about
 * storage follows the code: the account store (e-mail, password hash, sessions, devices) is kept apart from the event
 * log, which never holds e-mail addresses, secrets or tokens (docs/conventions.md).
 */
export function Terms() {
  return (
    <TextPage title={<>Terms &amp; Privacy</>}>
      <p className={styles.lead}>
        {SITE_NAME} is an open-source anime and manga tracker run by volunteer fans. These terms are short on purpose: what you can expect
        from us, what we ask of you, and what happens to your data. By creating an account you agree to them.
      </p>

      <h2 className={styles.heading}>Accounts</h2>
      <ul className={styles.list}>
        <li>One account per person. You must be at least 13, or older where the law of your country asks for more.</li>
        <li>
          Keep your password to yourself: you answer for what is done with your account. Tell us if you think someone else has used it.
        </li>
        <li>Usernames must not pretend to be someone else or offend; moderators may ask you to change one, or change it.</li>
      </ul>

      <h2 className={styles.heading}>What you post</h2>
      <ul className={styles.list}>
        <li>
          Your lists, scores, reviews, activity and forum posts stay yours. By posting them you let the site store them and show them on the
          site and through its API while they are here.
        </li>
        <li>
          Profiles, lists and activity are public unless you mark them private. Messages are seen only by the people in them and, when
          acting on a report, by moderators.
        </li>
        <li>
          Post only what you may share. No harassment, hate, spam, sexual content involving minors or links to pirated copies. Mark
          spoilers.
        </li>
        <li>The catalogue is edited by volunteers and may be incomplete or wrong; corrections are welcome.</li>
      </ul>

      <h2 className={styles.heading}>Moderation</h2>
      <ul className={styles.list}>
        <li>
          Moderators may edit, lock, hide or delete content, and limit or suspend accounts that break these terms. Every moderator action is
          recorded.
        </li>
        <li>If you think a decision was wrong, write to us and another moderator will look at it again.</li>
        <li>
          Like any volunteer project the site may change or stop parts of its service. Changes to these terms are announced on the site
          before they apply.
        </li>
      </ul>

      <h2 className={styles.heading}>Privacy: what is stored</h2>
      <ul className={styles.list}>
        <li>
          Your account: the e-mail address you signed up with, and your password only as a salted hash that cannot be turned back into it.
        </li>
        <li>
          Sign-in security: for each session and each device you sign in from, a random device identifier and the IP address, so that a
          sign-in from somewhere new can be confirmed by e-mail.
        </li>
        <li>What you do here: your profile, settings, lists, favourites, follows, posts, and moderation records about your account.</li>
        <li>Server logs of requests, kept to run the site and keep it safe.</li>
      </ul>
      <p>Nothing is sold, there are no advertising or tracking scripts, and data is shared with no one unless the law requires it.</p>

      <h2 className={styles.heading}>Your e-mail address stays private</h2>
      <p>
        Every change on the site is kept as an event in an append-only log, from which lists, statistics and feeds are built. E-mail
        addresses, passwords and session tokens are never written to that log: they stay in a separate account store. Your address is used
        only to sign you in, confirm it is yours, reset your password and warn you of a sign-in from a new device. There are no newsletters.
      </p>

      <h2 className={styles.heading}>Deleting your account</h2>
      <p>
        Write to <a href={EXTERNAL_LINKS.contact}>the contact address</a> from the e-mail address of your account to have it deleted. Your
        e-mail address, password hash, sessions and devices are erased, and your profile, lists and posts are removed from the site. The log
        keeps a record that the deletion happened; it never held your e-mail address.
      </p>

      <h2 className={styles.heading}>Cookies and browser storage</h2>
      <ul className={styles.list}>
        <li>
          Three cookies, all needed for the site to work and none for advertising: <code>tsuzuki_session</code> keeps you signed in,{' '}
          <code>tsuzuki_csrf</code> protects forms against requests from other sites, and <code>tsuzuki_device</code> recognises your
          browser for sign-in confirmation (kept for two years).
        </li>
        <li>
          Local storage keeps your theme and display choices and a copy of your profile for a quick first paint; logging out clears all of
          it but the theme.
        </li>
        <li>
          While you sign up, the e-mail address and username you typed are kept in the tab&apos;s session storage so that they survive a
          look at this page. Passwords never are.
        </li>
      </ul>

      <h2 className={styles.heading}>Open source</h2>
      <p>
        The site&apos;s code is open source under the MIT licence, so anyone can check how data is handled. Where the demo catalogue comes
        from is on the <Link to="/about">About &amp; Credits</Link> page.
      </p>
    </TextPage>
  );
}
