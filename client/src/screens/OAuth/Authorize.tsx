import { useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { useViewer } from '../../session/useViewer.ts';
import { SITE_NAME } from '../../system/siteLinks.ts';
import { sendAuthorizeDecision } from './appsApi.ts';
import type { AuthorizeData } from './authorizeLoader.ts';
import { authorizeDecision, redirectTarget } from './authorizeRules.ts';
import styles from './Authorize.module.css';

/**
 * /api/v2/oauth/authorize (issue 14): an app asks to use the member's account. The member reads who asks, what for
 * and where they will be sent back, and approves or cancels; either way the site answers with the app's redirect.
 */
export function Authorize() {
  const { params, info } = useLoaderData() as AuthorizeData;
  const viewer = useViewer();
  const [sending, setSending] = useState<'approve' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!info.ok) {
    return (
      <div className={styles.page}>
        <section className={`card ${styles.card}`} aria-labelledby="authorize-title">
          <h1 id="authorize-title" className={styles.title}>
            This app cannot be authorised
          </h1>
          <p role="alert" className={styles.refusal}>
            {info.message}
          </p>
          <p className={styles.muted}>Nothing was shared. If you came here from an app, tell its developer what this page says.</p>
          <Link to="/" className={styles.home}>
            Back to {SITE_NAME}
          </Link>
        </section>
      </div>
    );
  }

  const { client, scopes, redirectUri, responseType } = info;
  const answer = (approve: boolean) => {
    if (sending) return;
    setSending(approve ? 'approve' : 'cancel');
    setError(null);
    sendAuthorizeDecision(authorizeDecision(params, responseType, approve)).then(
      ({ redirect }) => window.location.assign(redirect),
      (err: Error) => {
        setError(err.message);
        setSending(null);
      },
    );
  };

  return (
    <div className={styles.page}>
      <section className={`card ${styles.card}`} aria-labelledby="authorize-title">
        <p className={styles.kicker}>Authorise an app</p>
        <h1 id="authorize-title" className={styles.title}>
          <span className={styles.appName}>{client.name}</span> wants to use your {SITE_NAME} account
        </h1>
        <p className={styles.muted}>
          {client.ownerName ? <>An API client registered by {client.ownerName}. </> : null}
          {viewer ? <>You are signed in as {viewer.name}.</> : null}
        </p>

        <h2 className={styles.heading}>This will allow {client.name} to:</h2>
        <ul className={styles.scopes} aria-label="Requested permissions">
          {scopes.map((scope) => (
            <li key={scope.name} className={styles.scope}>
              <span className={styles.scopeName}>{scope.name}</span>
              <span>{scope.description}</span>
            </li>
          ))}
        </ul>

        <dl className={styles.facts}>
          <div>
            <dt>Kind of app</dt>
            <dd>
              {client.public
                ? 'A public app (mobile, desktop or single-page): it keeps no secret and proves itself with PKCE.'
                : 'A confidential app: it proves itself with a secret kept on its own server.'}
            </dd>
          </div>
          <div>
            <dt>You will be sent back to</dt>
            <dd>
              <strong className={styles.host}>{redirectTarget(redirectUri)}</strong>
              {responseType === 'token'
                ? ' with an access token in the address (implicit grant).'
                : ' with a one-time code the app exchanges for a token.'}
            </dd>
          </div>
        </dl>

        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={`button ${styles.approve}`} onClick={() => answer(true)} disabled={sending !== null}>
            {sending === 'approve' ? 'Approving…' : 'Approve'}
          </button>
          <button type="button" className={styles.cancel} onClick={() => answer(false)} disabled={sending !== null}>
            {sending === 'cancel' ? 'Cancelling…' : 'Cancel'}
          </button>
        </div>
        <p className={styles.footnote}>
          You can take this back at any time in <Link to="/settings/apps">Settings › Apps</Link>.
        </p>
      </section>
    </div>
  );
}
