import { SCOPE_DESCRIPTIONS, type AuthorizedApp } from '@tsuzuki/events/oauth';
import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { showConfirm } from '../../system/dialogs.ts';
import { showToast } from '../../system/toasts.ts';
import { revokeAuthorizedApp } from '../OAuth/appsApi.ts';
import type { AuthorizedData } from './developerLoaders.ts';
import { formatDay } from './developerRules.ts';
import form from '../../components/Form/Form.module.css';
import settings from '../Settings/Settings.module.css';
import styles from './Developer.module.css';

/** /settings/apps: the apps the member allowed to use the account, what each may do, and revoking one. */
export function AuthorizedApps() {
  const loaded = useLoaderData() as AuthorizedData;
  const [apps, setApps] = useState(loaded.apps);
  const [revoking, setRevoking] = useState<number | null>(null);

  const revoke = async (app: AuthorizedApp) => {
    const ok = await showConfirm(
      'Revoke Access',
      `${app.name} will no longer be able to use your account. It has to ask again to get access back.`,
      'Revoke',
    );
    if (!ok) return;
    setRevoking(app.clientId);
    try {
      await revokeAuthorizedApp(app.clientId);
      setApps((list) => list.filter((a) => a.clientId !== app.clientId));
      showToast(`${app.name} can no longer use your account.`, { kind: 'success' });
    } catch (error) {
      showToast((error as Error).message, { kind: 'error' });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <div>
      <h1 className={settings.title}>Apps</h1>
      <FormSection title="Authorised Apps" description="Apps you allowed to use your account. Revoking one ends every token you gave it.">
        {apps.length === 0 ? (
          <p className={settings.note}>You have not authorised any apps.</p>
        ) : (
          <ul className={styles.clients} aria-label="Authorised apps">
            {apps.map((app) => (
              <li key={app.clientId} className={styles.authorized} aria-label={app.name}>
                <div className={styles.authorizedHead}>
                  <div>
                    <h3 className={styles.authorizedName}>{app.name}</h3>
                    <span className={styles.clientMeta}>
                      Authorised {formatDay(app.authorizedAt)} · Last used {formatDay(app.lastUsedAt)}
                    </span>
                  </div>
                  <button type="button" className={form.secondaryButton} onClick={() => void revoke(app)} disabled={revoking !== null}>
                    {revoking === app.clientId ? 'Revoking…' : 'Revoke'}
                  </button>
                </div>
                <ul className={styles.scopeList} aria-label={`What ${app.name} may do`}>
                  {app.scopes.map((scope) => (
                    <li key={scope}>
                      <span className={styles.scopeName}>{scope}</span>
                      <span>{SCOPE_DESCRIPTIONS[scope]}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </FormSection>
    </div>
  );
}
