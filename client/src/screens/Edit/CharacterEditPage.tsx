import { useEffect } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { characterPath } from '../../format/entityPath.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import type { CharacterEditQuery } from './__generated__/CharacterEditQuery.graphql';
import { characterEditQuery, type EntityEditData } from './PersonEditQuery.ts';
import { PersonEditor } from './PersonEditor.tsx';
import { draftFromPerson } from './personDraft.ts';
import styles from './Edit.module.css';

/** /edit/character/{id} (social §2). */
export function CharacterEditPage() {
  const { Character: character } = useRouteQuery<CharacterEditQuery>(characterEditQuery);
  const { id, submissionId } = useLoaderData() as EntityEditData<CharacterEditQuery>;
  const name = character?.name?.userPreferred ?? '';
  useEffect(() => {
    document.title = `Edit ${name} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [name]);
  if (!character) return null;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Edit {name}</h1>
          <Link to={characterPath(id, name)}>Back to the character page</Link>
        </div>
      </header>
      <PersonEditor key={id} kind="CHARACTER" id={id} initial={draftFromPerson('CHARACTER', character)} submissionId={submissionId} />
    </div>
  );
}
