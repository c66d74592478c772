import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { userPath } from '../Nav/navLinks.ts';
import { modActionDetails, modActionLabel, modActionObjectPath, parseModActionData } from './modActionText.ts';
import type { ModActionRow_action$key } from './__generated__/ModActionRow_action.graphql';
import styles from './Moderation.module.css';

/** One entry of the mod-action history (ADR 19): who did what to which object, about whom, when, and its hash. */
export function ModActionRow({ action, showHash = true }: { action: ModActionRow_action$key; showHash?: boolean }) {
  const a = useFragment(
    graphql`
      fragment ModActionRow_action on ModAction {
        id
        action
        objectType
        objectId
        data
        reason
        createdAt
        hash
        moderator { id name }
        user { id name }
      }
    `,
    action,
  );
  const data = parseModActionData(a.data);
  const path = modActionObjectPath({ action: a.action, objectType: a.objectType, objectId: a.objectId, data, userName: a.user?.name });
  const when = new Date(a.createdAt * 1000);
  const object = `${(a.objectType ?? '').toLowerCase().replace(/_/g, ' ')} #${a.objectId ?? '?'}`;
  return (
    <li className={styles.action} aria-label={`Mod action ${a.id}`} data-action={a.action}>
      <div className={styles.actionHead}>
        <span className={styles.seq}>#{a.id}</span>
        {a.moderator ? (
          <Link to={userPath(a.moderator.name)} className={styles.who}>
            {a.moderator.name}
          </Link>
        ) : (
          <span>?</span>
        )}
        <span className={styles.what}>{modActionLabel(a.action)}</span>
        {path ? <Link to={path}>{object}</Link> : <span>{object}</span>}
        {a.user ? (
          <span className={styles.about}>
            about <Link to={userPath(a.user.name)}>{a.user.name}</Link>
          </span>
        ) : null}
        <time className={styles.when} dateTime={when.toISOString()}>
          {when.toLocaleString()}
        </time>
      </div>
      {a.reason ? (
        <p className={styles.reason}>
          <strong>Reason:</strong> {a.reason}
        </p>
      ) : null}
      {modActionDetails(data).map((d) => (
        <p key={d.label} className={styles.detail}>
          <strong>{d.label}:</strong> {d.value}
        </p>
      ))}
      {showHash ? (
        <p className={styles.hash} title="This entry's hash in the chain">
          {a.hash}
        </p>
      ) : null}
    </li>
  );
}
