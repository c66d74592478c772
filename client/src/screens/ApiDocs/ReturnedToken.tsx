import { useState } from 'react';
import { CodeBlock } from './CodeBlock.tsx';
import { tokenInFragment } from './returnedToken.ts';
import styles from './ApiDocs.module.css';

/**
 * Shows the token an app was just given when the member was sent back to this page (the seeded demo client's redirect,
 * core §2's apiVersion link), then takes it out of the address bar so that it is not bookmarked or shared.
 */
export function ReturnedToken() {
  const [returned] = useState(() => {
    const found = tokenInFragment(window.location.hash);
    if (found) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    return found;
  });
  if (!returned) return null;
  return (
    <section className={styles.section} aria-labelledby="returned-token-title">
      <h2 id="returned-token-title">Your app was given a token</h2>
      <p>
        You approved an app that sends you back here, so its access token arrived in this address&apos;s #fragment (scopes:{' '}
        {returned.scope ?? 'default'}). An app reads it from there and sends it as <code>Authorization: Bearer …</code>. Revoke it in
        Settings › Apps.
      </p>
      <CodeBlock label="access token" code={returned.token} />
    </section>
  );
}
