import { Link } from 'react-router-dom';
import { characterPath, staffPath } from '../../format/entityPath.ts';
import { useDocumentTitle } from '../../system/useDocumentTitle.ts';
import { PersonEditor } from './PersonEditor.tsx';
import { draftFromPerson, type PersonKind } from './personDraft.ts';
import styles from './Edit.module.css';

/** Where each kind's edit page leads back to. */
const BACK: Record<PersonKind, { path: (id: number, name: string) => string; text: string }> = {
  CHARACTER: { path: characterPath, text: 'Back to the character page' },
  STAFF: { path: staffPath, text: 'Back to the staff page' },
};

/** What the edit query read: every field of the form, and the name to show. */
type PersonValues = Parameters<typeof draftFromPerson>[1] & {
  readonly name: { readonly userPreferred: string | null | undefined } | null | undefined;
};

interface Props {
  readonly kind: PersonKind;
  readonly id: number;
  readonly submissionId: number | null;
  readonly person: PersonValues | null | undefined;
}

/** /edit/character/{id} and /edit/staff/{id} (social §2, ADR 43): the person's form, under its name. */
export function PersonEditPage({ kind, id, submissionId, person }: Props) {
  const name = person?.name?.userPreferred ?? '';
  useDocumentTitle(`Edit ${name}`);
  if (!person) return null;
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Edit {name}</h1>
          <Link to={BACK[kind].path(id, name)}>{BACK[kind].text}</Link>
        </div>
      </header>
      <PersonEditor key={id} kind={kind} id={id} initial={draftFromPerson(kind, person)} submissionId={submissionId} />
    </div>
  );
}
