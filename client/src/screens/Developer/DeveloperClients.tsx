import type { AppInput, DeveloperAppWithSecret } from '@tsuzuki/events/oauth';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { EXTERNAL_LINKS } from '../../system/siteLinks.ts';
import { showToast } from '../../system/toasts.ts';
import { createApp } from '../OAuth/appsApi.ts';
import { AppForm } from './AppForm.tsx';
import type { DeveloperData } from './developerLoaders.ts';
import { formatDay } from './developerRules.ts';
import { SecretReveal } from './SecretReveal.tsx';
import settings from '../Settings/Settings.module.css';
import styles from './Developer.module.css';

const EMPTY = { name: '', redirectUri: '', public: false };

/** /settings/developer: the member's API clients, and registering a new one (its secret shown once). */
export function DeveloperClients() {
  const loaded = useLoaderData() as DeveloperData;
  const [apps, setApps] = useState(loaded.apps);
  const [created, setCreated] = useState<DeveloperAppWithSecret | null>(null);
  // A new key empties the form after each registration.
  const [formKey, setFormKey] = useState(0);

  const create = async (input: AppInput) => {
    const answer = await createApp(input);
    setApps((list) => [...list.filter((a) => a.id !== answer.app.id), answer.app]);
    setCreated(answer);
    setFormKey((k) => k + 1);
    showToast(`${answer.app.name} was created.`, { kind: 'success' });
  };

  return (
    <div>
      <h1 className={settings.title}>Developer</h1>
      <FormSection
        title="API Clients"
        description="Apps you build that use the API for other members. Each member approves your app once; your app then calls the API with their token."
      >
        {apps.length === 0 ? (
          <p className={settings.note}>You have not created any API clients.</p>
        ) : (
          <ul className={styles.clients} aria-label="Your API clients">
            {apps.map((app) => (
              <li key={app.id} className={styles.client}>
                <Link to={`/settings/client/${app.id}`} className={styles.clientName}>
                  {app.name}
                </Link>
                <span className={styles.clientMeta}>
                  Client ID <strong>{app.id}</strong> · {app.public ? 'Public' : 'Confidential'} · Created {formatDay(app.createdAt)}
                </span>
                <span className={styles.clientRedirect}>{app.redirectUri}</span>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.hint}>
          How the API works, the OAuth flows and a live explorer: <a href={EXTERNAL_LINKS.apiDocs}>API documentation</a>.
        </p>
      </FormSection>

      <FormSection
        title="Create New Client"
        description="A confidential client (a server) gets a secret; a public client (mobile, desktop, single-page) gets none and must use PKCE."
      >
        {created ? <SecretReveal title={`${created.app.name} was created`} clientId={created.app.id} secret={created.secret} /> : null}
        <AppForm key={formKey} initial={EMPTY} submitLabel="Create Client" busyLabel="Creating…" kindEditable onSubmit={create} />
      </FormSection>
    </div>
  );
}
