import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { staffPath } from '../../format/entityPath.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { StaffEditQuery } from './__generated__/StaffEditQuery.graphql';
import { staffEditQuery, type EntityEditData } from './PersonEditQuery.ts';
import { PersonEditor } from './PersonEditor.tsx';
import { draftFromPerson } from './personDraft.ts';
import styles from './Edit.module.css';

/** /edit/staff/{id} (social §2). */
export function StaffEditPage() {
  const { Staff: staff } = useRouteQuery<StaffEditQuery>(staffEditQuery);
  const { id, submissionId } = useLoaderData() as EntityEditData<StaffEditQuery>;
  const name = staff?.name?.userPreferred ?? '';
  useEffect(() => {
    document.title = `Edit ${name} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [name]);
  if (!staff) return null;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Edit {name}</h1>
          <Link to={staffPath(id, name)}>Back to the staff page</Link>
        </div>
      </header>
      <PersonEditor key={id} kind="STAFF" id={id} initial={draftFromPerson('STAFF', staff)} submissionId={submissionId} />
    </div>
  );
}
