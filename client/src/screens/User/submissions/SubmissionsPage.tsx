import { useEffect, useState } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import { useViewer } from '../../../session/useViewer.ts';
import { notNull } from '../../../system/notNull.ts';
import { environment } from '../../../system/relayEnvironment.ts';
import { editTime } from '../../Edit/editTime.ts';
import { submissionPath } from '../../Edit/editRules.ts';
import { STATUS_LABELS } from '../../Edit/submissionRecord.ts';
import { useUserOutlet } from '../userOutlet.ts';
import shell from '../User.module.css';
import styles from '../../Edit/Edit.module.css';
import type { SubmissionsPageQuery, SubmissionsPageQuery$data } from './__generated__/SubmissionsPageQuery.graphql';
import { LoadError } from '../../../components/LoadError/LoadError.tsx';
import { isLoadError } from '../../../system/errors/loadFailure.ts';

const query = graphql`
  query SubmissionsPageQuery($userId: Int!) {
    media: Page(perPage: 50) {
      mediaSubmissions(userId: $userId) { id status notes createdAt mediaId type isNew title }
    }
    characters: Page(perPage: 50) {
      characterSubmissions(userId: $userId) { id status notes createdAt characterId character { name { userPreferred } } }
    }
    staff: Page(perPage: 50) {
      staffSubmissions(userId: $userId) { id status notes createdAt staffId staff { name { userPreferred } } }
    }
  }
`;

interface Row {
  id: number;
  label: string;
  kindLabel: string;
  link: string;
  status: string;
  notes: string | null;
  createdAt: number | null;
}

function rows(data: SubmissionsPageQuery$data | null): { title: string; rows: Row[] }[] {
  const media = (data?.media?.mediaSubmissions ?? []).filter(notNull).map((s): Row => ({
    id: s.id,
    label: s.title ?? `#${s.mediaId}`,
    kindLabel: s.type === 'MANGA' ? 'Manga' : 'Anime',
    status: s.status ?? 'PENDING',
    notes: s.notes ?? null,
    createdAt: s.createdAt ?? null,
    link: submissionPath('MEDIA', { id: s.id, objectId: s.mediaId ?? 0, type: s.type, isNew: s.isNew }),
  }));
  const characters = (data?.characters?.characterSubmissions ?? []).filter(notNull).map((s): Row => ({
    id: s.id,
    label: s.character?.name?.userPreferred ?? `#${s.characterId}`,
    kindLabel: 'Character',
    status: s.status ?? 'PENDING',
    notes: s.notes ?? null,
    createdAt: s.createdAt ?? null,
    link: submissionPath('CHARACTER', { id: s.id, objectId: s.characterId ?? 0 }),
  }));
  const staff = (data?.staff?.staffSubmissions ?? []).filter(notNull).map((s): Row => ({
    id: s.id,
    label: s.staff?.name?.userPreferred ?? `#${s.staffId}`,
    kindLabel: 'Staff',
    status: s.status ?? 'PENDING',
    notes: s.notes ?? null,
    createdAt: s.createdAt ?? null,
    link: submissionPath('STAFF', { id: s.id, objectId: s.staffId ?? 0 }),
  }));
  return [
    { title: 'Anime & Manga', rows: media },
    { title: 'Characters', rows: characters },
    { title: 'Staff', rows: staff },
  ];
}

/**
 * /user/{name}/submissions (social §2, §3, §7): the member's submissions by type, with when, status and the
 * moderator's notes; on the own profile or for moderators (the server shows others nothing). A failed fetch raises no
 * toast (social §8 "silent"), but is not shown as empty lists either: the page says it could not load, with a Retry.
 */
export function SubmissionsPage() {
  const { userId, userName } = useUserOutlet();
  const viewer = useViewer();
  const [data, setData] = useState<SubmissionsPageQuery$data | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setData(null);
    setFailure(null);
    fetchQuery<SubmissionsPageQuery>(environment, query, { userId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((result) => live && setData(result ?? null))
      // A refusal (another member's submissions) shows nothing, as the server's empty answer does.
      .catch((error: unknown) => live && isLoadError(error) && setFailure(error));
    return () => {
      live = false;
    };
  }, [userId, viewer?.id, attempt]);
  const groups = rows(data);
  if (failure) {
    return (
      <div className={`container ${shell.page}`} aria-label={`Submissions by ${userName}`} role="region">
        <LoadError what="Submissions" error={failure} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  return (
    <div className={`container ${shell.page}`} aria-label={`Submissions by ${userName}`} role="region">
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className={styles.group}>
          <h2 className={styles.title}>{group.title}</h2>
          {group.rows.length === 0 ? (
            <p className={`card ${styles.empty}`}>No submissions.</p>
          ) : (
            <table className={`card ${styles.diff}`} aria-label={`${group.title} submissions`}>
              <thead>
                <tr>
                  <th scope="col">Submission</th>
                  <th scope="col">Type</th>
                  <th scope="col">Created</th>
                  <th scope="col">Status</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {group.rows.map((r) => (
                  <tr key={r.id} data-testid="submission-row">
                    <td>
                      <Link to={r.link}>{r.label}</Link>
                    </td>
                    <td>{r.kindLabel}</td>
                    <td>
                      <time>{editTime(r.createdAt)}</time>
                    </td>
                    <td>
                      <span className={styles.status} data-status={r.status}>
                        {STATUS_LABELS[r.status] ?? r.status}
                      </span>
                    </td>
                    <td>{r.notes ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}
