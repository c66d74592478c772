import type { AppInput, DeveloperApp } from '@tsuzuki/events/oauth';
import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { FormSection } from '../../components/Form/FormSection.tsx';
import { showConfirm } from '../../system/dialogs.ts';
import { EXTERNAL_LINKS } from '../../system/siteLinks.ts';
import { showToast } from '../../system/toasts.ts';
import { deleteApp, rotateSecret, updateApp } from '../OAuth/appsApi.ts';
import { AppForm } from './AppForm.tsx';
import type { ClientData } from './developerLoaders.ts';
import { draftOf, exampleAuthorizeUrls, formatDay } from './developerRules.ts';
import { CopyButton } from '../../components/CopyButton/CopyButton.tsx';
import { Credential, SecretReveal } from './SecretReveal.tsx';
import form from '../../components/Form/Form.module.css';
import settings from '../Settings/Settings.module.css';
import styles from './Developer.module.css';

/** /settings/client/:id: one of the member's API clients: its facts, edit, rotate the secret, delete. */
export function ClientPage() {
  const { app: loaded } = useLoaderData() as ClientData;
  if (!loaded) {
    return (
      <div>
        <h1 className={settings.title}>API Client</h1>
        <FormSection title="API Client">
          <p className={settings.note}>This API client does not exist.</p>
          <Link to="/settings/developer">Back to your API clients</Link>
        </FormSection>
      </div>
    );
  }
  return <Client key={loaded.id} initial={loaded} />;
}

function Client({ initial }: { initial: DeveloperApp }) {
  const navigate = useNavigate();
  const [app, setApp] = useState(initial);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState<'rotate' | 'delete' | null>(null);

  const save = async (input: AppInput) => {
    // The kind is fixed at registration: a public client would need a secret to become confidential.
    const saved = await updateApp(app.id, { ...input, public: app.public });
    setApp(saved);
    showToast('Your API client was saved.', { kind: 'success' });
  };

  const rotate = async () => {
    const ok = await showConfirm(
      'Rotate Secret',
      `${app.name} gets a new secret, and the current one stops working at once: your app must use the new one.`,
      'Rotate Secret',
    );
    if (!ok) return;
    setBusy('rotate');
    try {
      const answer = await rotateSecret(app.id);
      setApp(answer.app);
      setSecret(answer.secret);
    } catch (error) {
      showToast((error as Error).message, { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    const ok = await showConfirm(
      'Delete Client',
      `Delete ${app.name}? Every token members gave it stops working, and this cannot be undone.`,
      'Delete Client',
    );
    if (!ok) return;
    setBusy('delete');
    try {
      await deleteApp(app.id);
      showToast(`${app.name} was deleted.`, { kind: 'success' });
      navigate('/settings/developer');
    } catch (error) {
      showToast((error as Error).message, { kind: 'error' });
      setBusy(null);
    }
  };

  const origin = window.location.origin;
  return (
    <div>
      <p className={styles.back}>
        <Link to="/settings/developer">‹ Your API clients</Link>
      </p>
      <h1 className={settings.title}>{app.name}</h1>

      <FormSection title="Client">
        <Credential label="Client ID" value={String(app.id)} />
        <dl className={styles.facts}>
          <div>
            <dt>Redirect URI</dt>
            <dd className={styles.breakable}>{app.redirectUri}</dd>
          </div>
          <div>
            <dt>Kind</dt>
            <dd>{app.public ? 'Public (no secret, PKCE)' : 'Confidential (secret)'}</dd>
          </div>
          <div>
            <dt>Rate limit</dt>
            <dd>{app.rateLimit} requests a minute per member using it</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDay(app.createdAt)}</dd>
          </div>
          {app.public ? null : (
            <div>
              <dt>Secret rotated</dt>
              <dd>{formatDay(app.secretRotatedAt)}</dd>
            </div>
          )}
        </dl>
      </FormSection>

      <FormSection title="Edit Client">
        <AppForm initial={draftOf(app)} submitLabel="Save" busyLabel="Saving…" kindEditable={false} onSubmit={save} />
      </FormSection>

      <FormSection
        title="Authorization URLs"
        description="Send members to one of these to ask for their approval; they come back to your redirect URI."
      >
        <ul className={styles.urls}>
          {exampleAuthorizeUrls(origin, app).map((example) => (
            <li key={example.label}>
              <span className={styles.urlLabel}>{example.label}</span>
              <div className={styles.urlRow}>
                <code className={styles.url}>{example.url}</code>
                <CopyButton value={example.url} what={`${example.label} URL`} />
              </div>
            </li>
          ))}
        </ul>
        <p className={styles.hint}>
          Exchanging the code for a token, refreshing and revoking: <a href={EXTERNAL_LINKS.apiDocs}>API documentation</a>.
        </p>
      </FormSection>

      {app.public ? null : (
        <FormSection title="Client Secret" description="Rotate the secret if it may have leaked. The current one stops working at once.">
          {secret ? <SecretReveal title="New client secret" clientId={app.id} secret={secret} /> : null}
          <div className={form.row}>
            <button type="button" className={form.secondaryButton} onClick={() => void rotate()} disabled={busy !== null}>
              {busy === 'rotate' ? 'Rotating…' : 'Rotate Secret'}
            </button>
          </div>
        </FormSection>
      )}

      <FormSection title="Delete Client" description="Members who approved this client lose nothing but its access.">
        <div className={form.row}>
          <button type="button" className={styles.danger} onClick={() => void remove()} disabled={busy !== null}>
            {busy === 'delete' ? 'Deleting…' : 'Delete Client'}
          </button>
        </div>
      </FormSection>
    </div>
  );
}
