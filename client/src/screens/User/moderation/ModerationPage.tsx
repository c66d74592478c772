import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import { BanDialog } from '../../../components/Moderation/BanDialog.tsx';
import { banUntil, parseBans } from '../../../components/Moderation/banRules.ts';
import { isCommunityModerator } from '../../../components/Moderation/moderationRights.ts';
import { ModActionRow } from '../../../components/Moderation/ModActionRow.tsx';
import { useModerationControls } from '../../../components/Moderation/useModerationControls.tsx';
import { userPath } from '../../../components/Nav/navLinks.ts';
import { useUnbanUser } from '../../../mutations/banUser.ts';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import { useUserOutlet } from '../userOutlet.ts';
import type { ModerationPageQuery } from './__generated__/ModerationPageQuery.graphql';
import mod from '../../../components/Moderation/Moderation.module.css';
import shell from '../User.module.css';
import styles from './Moderation.module.css';
import { BlockBoundary } from '../../../components/LoadError/BlockBoundary.tsx';

/** social §9: mod actions 20 a page. */
export const MOD_ACTIONS_PER_PAGE = 20;

const COUNT_LABELS: Record<string, string> = {
  activities: 'Activities',
  activityReplies: 'Activity replies',
  messagesSent: 'Messages sent',
  reviews: 'Reviews',
  threads: 'Forum threads',
  threadComments: 'Forum comments',
  followers: 'Followers',
  following: 'Following',
  reportsReceived: 'Reports about them',
  reportsOpen: 'Open reports',
  reportsMade: 'Reports they made',
  modNotes: 'Mod notes',
  bans: 'Bans',
  modActions: 'Mod actions about them',
};

/**
 * /user/{name}/moderation (social §2, §3): for community moderators, the member's mod data (bans, addresses, email,
 * privacy, counts, alts, notes, reports) and the mod actions about them, 20 a page; bans and notes are given here.
 */
export function ModerationPage() {
  return (
    <BlockBoundary what="Moderation" fallback={null}>
      {(attempt) => <ModerationView attempt={attempt} />}
    </BlockBoundary>
  );
}

function ModerationView({ attempt }: { attempt: number }) {
  const { userId, userName } = useUserOutlet();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [fetchKey, setFetchKey] = useState(0);
  const [banning, setBanning] = useState(false);
  const controls = useModerationControls();
  const [unbanUser] = useUnbanUser();
  const data = useLazyLoadQuery<ModerationPageQuery>(
    graphql`
      query ModerationPageQuery($userId: Int, $page: Int, $perPage: Int) {
        User(id: $userId) {
          id
          name
          moderatorRoles
          modData {
            banned
            bans
            ip
            email
            privacy
            counts
            alts { id name }
            notes { id note createdAt moderator { name } }
            reports { id reason createdAt cleared dismissed objectType reporter { name } }
          }
        }
        Page(page: $page, perPage: $perPage) {
          pageInfo { total currentPage lastPage hasNextPage }
          modActions(userId: $userId) {
            id
            ...ModActionRow_action
          }
        }
      }
    `,
    { userId, page, perPage: MOD_ACTIONS_PER_PAGE },
    { fetchPolicy: 'network-only', fetchKey: `${attempt}:${fetchKey}` },
  );
  if (!isCommunityModerator(viewer)) {
    return (
      <div className={`container ${shell.page}`}>
        <p className={styles.empty}>The Moderation tab is for community moderators.</p>
      </div>
    );
  }
  const modData = data.User?.modData;
  const bans = parseBans(modData?.bans);
  const current = bans.find((b) => b.inForce) ?? null;
  const ips = Array.isArray(modData?.ip) ? (modData.ip as { ip: string; lastSeen: string }[]) : [];
  const counts = (modData?.counts ?? {}) as Record<string, number>;
  const actions = (data.Page?.modActions ?? []).filter(notNull);
  const info = data.Page?.pageInfo;
  const reload = () => setFetchKey((k) => k + 1);
  const targetIsMod =
    (data.User?.moderatorRoles ?? []).some((r) => r && r !== 'RETIRED') && !(data.User?.moderatorRoles ?? []).includes('RETIRED');

  return (
    <div className={`container ${shell.page} ${styles.page}`}>
      <section className={`card ${styles.panel}`} aria-label="Bans">
        <h2 className={styles.heading}>Bans</h2>
        <p className={current ? styles.banned : styles.ok}>
          {current ? `Banned ${banUntil(current.expiresAt)}: ${current.reason}` : 'Not banned'}
        </p>
        <div className={styles.buttons}>
          {!targetIsMod && viewer?.id !== userId ? (
            <button type="button" className="button" onClick={() => setBanning(true)}>
              {current ? 'Ban again' : 'Ban'}
            </button>
          ) : null}
          {current ? (
            <button type="button" className={mod.secondary} onClick={() => unbanUser(userId, null, { onCompleted: reload })}>
              Unban
            </button>
          ) : null}
          <button
            type="button"
            className={mod.secondary}
            onClick={() => void controls.writeNote(userId, userName, { onCompleted: reload })}
          >
            Add Mod Note
          </button>
        </div>
        {bans.length ? (
          <ul className={styles.plain}>
            {bans.map((b) => (
              <li key={b.id}>
                {new Date(b.createdAt * 1000).toLocaleDateString()}: {b.reason} ({banUntil(b.expiresAt)})
                {b.liftedAt ? `, lifted ${new Date(b.liftedAt * 1000).toLocaleDateString()}${b.liftReason ? `: ${b.liftReason}` : ''}` : ''}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className={`card ${styles.panel}`} aria-label="Account">
        <h2 className={styles.heading}>Account</h2>
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>{modData?.email ?? '–'}</dd>
          <dt>Privacy</dt>
          <dd>{modData?.privacy ? 'Messages only from members they follow' : 'Open to messages'}</dd>
          <dt>IP addresses</dt>
          <dd>{ips.length ? ips.map((i) => `${i.ip} (${new Date(i.lastSeen).toLocaleDateString()})`).join(', ') : '–'}</dd>
          <dt>Alts</dt>
          <dd>
            {(modData?.alts ?? []).filter(notNull).length
              ? (modData?.alts ?? []).filter(notNull).map((alt, i) => (
                  <span key={alt.id}>
                    {i ? ', ' : ''}
                    <Link to={userPath(alt.name)}>{alt.name}</Link>
                  </span>
                ))
              : 'None found'}
          </dd>
        </dl>
      </section>

      <section className={`card ${styles.panel}`} aria-label="Counts">
        <h2 className={styles.heading}>Counts</h2>
        <dl className={styles.counts}>
          {Object.entries(COUNT_LABELS).map(([key, label]) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{counts[key] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={`card ${styles.panel}`} aria-label="Mod notes">
        <h2 className={styles.heading}>Mod notes</h2>
        {(modData?.notes ?? []).filter(notNull).length ? (
          <ul className={styles.notes}>
            {(modData?.notes ?? []).filter(notNull).map((n) => (
              <li key={n.id}>
                <span className={styles.meta}>
                  {n.moderator?.name ?? 'A moderator'}, {new Date((n.createdAt ?? 0) * 1000).toLocaleString()}
                </span>
                <pre className={styles.note}>{n.note}</pre>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No notes.</p>
        )}
      </section>

      <section className={`card ${styles.panel}`} aria-label="Reports">
        <h2 className={styles.heading}>Reports about {userName}</h2>
        {(modData?.reports ?? []).filter(notNull).length ? (
          <ul className={styles.plain}>
            {(modData?.reports ?? []).filter(notNull).map((r) => (
              <li key={r.id}>
                #{r.id} {r.objectType?.toLowerCase().replace(/_/g, ' ')} by {r.reporter?.name ?? 'a member'}
                {' · '}
                {r.cleared ? (r.dismissed ? 'dismissed' : 'resolved') : 'open'}: {r.reason?.split('\n')[0]}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No reports.</p>
        )}
      </section>

      <section className={styles.wide} aria-label="Mod actions">
        <h2 className={styles.heading}>Mod actions about {userName}</h2>
        {actions.length ? (
          <ol className={mod.actions}>
            {actions.map((a) => (
              <ModActionRow key={a.id} action={a} showHash={false} />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>No mod actions.</p>
        )}
        {info && (info.hasNextPage || page > 1) ? (
          <nav className={styles.pager} aria-label="Pages">
            <button type="button" className={mod.secondary} disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
              Previous
            </button>
            <span>
              Page {page}
              {info.lastPage ? ` of ${info.lastPage}` : ''}
            </span>
            <button
              type="button"
              className={mod.secondary}
              disabled={!info.hasNextPage}
              onClick={() => setParams({ page: String(page + 1) })}
            >
              Next
            </button>
          </nav>
        ) : null}
      </section>
      {controls.dialog}
      {banning ? (
        <BanDialog
          userId={userId}
          name={userName}
          onClose={(banned) => {
            setBanning(false);
            if (banned) reload();
          }}
        />
      ) : null}
    </div>
  );
}
