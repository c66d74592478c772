import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import formStyles from '../../components/Form/Form.module.css';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { Toggle } from '../../components/Form/Toggle.tsx';
import { studioPath } from '../../format/entityPath.ts';
import { useUpdateStudioData } from '../../mutations/updateStudioData.ts';
import { useRouteQuery } from '../../system/loadRouteQuery.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { showToast, toastError } from '../../system/toasts.ts';
import type { StudioEditQuery } from './__generated__/StudioEditQuery.graphql';
import { studioEditQuery, type EntityEditData } from './PersonEditQuery.ts';
import { RevisionHistory } from './RevisionHistory.tsx';
import styles from './Edit.module.css';
import { BlockBoundary } from '../../components/LoadError/BlockBoundary.tsx';

/** /edit/studio/{id} (social §2: moderators only): a data moderator corrects the name and kind; the history below. */
export function StudioEditPage() {
  const { Studio: studio } = useRouteQuery<StudioEditQuery>(studioEditQuery);
  const { id } = useLoaderData() as EntityEditData<StudioEditQuery>;
  const [name, setName] = useState(studio?.name ?? '');
  const [animation, setAnimation] = useState(!!studio?.isAnimationStudio);
  const [saved, setSaved] = useState({ name: studio?.name ?? '', animation: !!studio?.isAnimationStudio });
  const [reason, setReason] = useState('');
  const [updateStudioData, busy] = useUpdateStudioData();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    document.title = `Edit ${saved.name} · ${SITE_NAME}`;
    return () => {
      document.title = SITE_NAME;
    };
  }, [saved.name]);
  if (!studio) return null;
  const changes = {
    ...(name.trim() !== saved.name ? { name: name.trim() } : {}),
    ...(animation !== saved.animation ? { isAnimationStudio: animation } : {}),
  };

  const save = () =>
    updateStudioData(
      { id, reason: reason.trim() || null, ...changes },
      {
        onCompleted: () => {
          setSaved({ name: name.trim(), animation });
          setReason('');
          setVersion((v) => v + 1);
          showToast('Changes saved.', { kind: 'success' });
        },
        onError: toastError,
      },
    );

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Edit {saved.name}</h1>
          <Link to={studioPath(id, saved.name)}>Back to the studio page</Link>
        </div>
      </header>
      <FormSection title="Studio">
        <label className={formStyles.field}>
          <span className={formStyles.label}>Name</span>
          <input className={formStyles.input} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <Toggle label="Animation studio" checked={animation} onChange={setAnimation} />
        <label className={formStyles.field}>
          <span className={formStyles.label}>Reason (optional)</span>
          <input className={formStyles.input} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy || !name.trim() || Object.keys(changes).length === 0} onClick={save}>
            Save
          </button>
        </div>
      </FormSection>
      <h2 className={styles.title}>History</h2>
      <BlockBoundary key={version} what="Revision history" fallback={null}>
        {(fetchKey) => <RevisionHistory studioId={id} fetchKey={fetchKey} />}
      </BlockBoundary>
    </div>
  );
}
