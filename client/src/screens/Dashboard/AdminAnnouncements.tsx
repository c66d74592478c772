import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useRevalidator } from 'react-router-dom';
import { usePublishAnnouncement, useWithdrawAnnouncement } from '../../mutations/announcements.ts';
import type { AnnouncementItem_announcement$key } from './__generated__/AnnouncementItem_announcement.graphql';
import styles from './Dashboard.module.css';

/** A datetime-local field's value (the admin's own time zone) as unix seconds; empty: none. */
const secondsOf = (local: string): number | null => (local ? Math.floor(new Date(local).getTime() / 1000) : null);
const shown = (seconds: number) => new Date(seconds * 1000).toLocaleString();

/**
 * The site's announcement (core §2, §3; HOME-18), an admin's tool in Mod Tools' settings: what is published, scheduled
 * or expired, each withdrawable, and a form for a new one. The banner on /home shows the one in force, the latest
 * started, until it expires or is withdrawn (members dismiss it per announcement).
 */
export function AdminAnnouncements({
  announcements,
}: {
  announcements: readonly { id: number; key: AnnouncementItem_announcement$key }[];
}) {
  const { revalidate } = useRevalidator();
  return (
    <section className={`${styles.section} ${styles.prose}`} aria-label="Announcements">
      <h3>Announcements</h3>
      {announcements.length ? (
        <ul className={styles.list} aria-label="Published announcements">
          {announcements.map(({ id, key }) => (
            <AnnouncementItem key={id} announcement={key} onWithdrawn={revalidate} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Nothing is announced.</p>
      )}
      <PublishForm onPublished={revalidate} />
    </section>
  );
}

function AnnouncementItem({ announcement, onWithdrawn }: { announcement: AnnouncementItem_announcement$key; onWithdrawn: () => void }) {
  const a = useFragment(
    graphql`
      fragment AnnouncementItem_announcement on Announcement {
        id
        message
        forumPath
        startsAt
        expiresAt
      }
    `,
    announcement,
  );
  const [withdraw, withdrawing] = useWithdrawAnnouncement();
  const now = Date.now() / 1000;
  const expiresAt = a.expiresAt ?? null;
  const state = a.startsAt > now ? 'Scheduled' : expiresAt !== null && expiresAt <= now ? 'Expired' : 'Showing';
  return (
    <li aria-label={`Announcement ${a.id}`}>
      <strong>{state}</strong> {a.forumPath ? <Link to={a.forumPath}>{a.message}</Link> : a.message}
      <br />
      From {shown(a.startsAt)}
      {expiresAt !== null ? ` until ${shown(expiresAt)}` : ', until withdrawn'}{' '}
      <button type="button" className="button" disabled={withdrawing} onClick={() => withdraw(a.id, { onCompleted: onWithdrawn })}>
        Withdraw
      </button>
    </li>
  );
}

function PublishForm({ onPublished }: { onPublished: () => void }) {
  const [message, setMessage] = useState('');
  const [forumPath, setForumPath] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [publish, publishing] = usePublishAnnouncement();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish(
      { message: message.trim(), forumPath: forumPath.trim() || null, startsAt: secondsOf(startsAt), expiresAt: secondsOf(expiresAt) },
      {
        onCompleted: () => {
          setMessage('');
          setForumPath('');
          setStartsAt('');
          setExpiresAt('');
          onPublished();
        },
      },
    );
  };
  return (
    <form className={styles.filters} aria-label="New announcement" onSubmit={submit}>
      <label className={styles.field}>
        Message
        <input value={message} maxLength={300} required onChange={(event) => setMessage(event.target.value)} />
      </label>
      <label className={styles.field}>
        Link (a path on this site, such as /forum/thread/1)
        <input value={forumPath} onChange={(event) => setForumPath(event.target.value)} />
      </label>
      <label className={styles.field}>
        Starts (empty: now)
        <input type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} />
      </label>
      <label className={styles.field}>
        Expires (empty: until withdrawn)
        <input type="datetime-local" value={expiresAt} onChange={(event) => setExpiresAt(event.target.value)} />
      </label>
      <div className={styles.filterButtons}>
        <button type="submit" className="button" disabled={publishing}>
          Publish
        </button>
      </div>
    </form>
  );
}
