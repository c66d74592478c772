import { AUTHORIZATION_CODE_SECONDS, DEFAULT_SCOPES, OAUTH_PATHS, SCOPE_DESCRIPTIONS, SCOPES } from '@tsuzuki/events/oauth';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TextPage } from '../../components/TextPage/TextPage.tsx';
import { SITE_NAME } from '../../system/siteLinks.ts';
import {
  authorizeExample,
  CODE_EXCHANGE,
  ERROR_ANSWER,
  GRAPHQL_PATH,
  IMPLICIT_REDIRECT,
  PKCE_EXCHANGE,
  PKCE_SNIPPET,
  queryCurl,
  RATE_LIMITED_ANSWER,
  REFRESH,
  REVOKE,
  TOKEN_ANSWER,
  tokenCurl,
} from './apiExamples.ts';
import { CodeBlock } from './CodeBlock.tsx';
import { ReturnedToken } from './ReturnedToken.tsx';
import styles from './ApiDocs.module.css';

const ApiExplorer = lazy(async () => ({ default: (await import('./ApiExplorer.tsx')).ApiExplorer }));

const SECTIONS = [
  ['endpoint', 'The endpoint'],
  ['authentication', 'Authentication'],
  ['oauth', 'Getting a token'],
  ['scopes', 'Scopes'],
  ['rate-limits', 'Rate limits'],
  ['errors', 'Errors'],
  ['explorer', 'Explorer'],
] as const;

/** /docs/api (the footer's API link): how third-party apps use the GraphQL API, and a live explorer on it. */
export function ApiDocs() {
  const origin = window.location.origin;
  const [search] = useSearchParams();
  return (
    <TextPage title="API" wide>
      <p className={styles.lead}>
        {SITE_NAME} has one GraphQL API, shaped like AniList&apos;s API v2: the same queries, types, paging and mutations, so that apps
        written for AniList work here once they point at this site. Reading public data needs nothing; acting for a member needs a token the
        member gives your app through OAuth 2.
      </p>
      <ReturnedToken />
      <nav className={styles.toc} aria-label="On this page">
        {SECTIONS.map(([id, title]) => (
          <a key={id} href={`#${id}`}>
            {title}
          </a>
        ))}
      </nav>

      <section id="endpoint" className={styles.section} aria-labelledby="endpoint-title">
        <h2 id="endpoint-title">The endpoint</h2>
        <p>
          Send every query and mutation as <code>POST {origin + GRAPHQL_PATH}</code> with a JSON body{' '}
          <code>{'{ "query": "…", "variables": { … } }'}</code> and <code>Content-Type: application/json</code>. The answer is JSON:{' '}
          <code>data</code>, and <code>errors</code> when something failed.
        </p>
        <CodeBlock label="query example" code={queryCurl(origin)} />
      </section>

      <section id="authentication" className={styles.section} aria-labelledby="authentication-title">
        <h2 id="authentication-title">Authentication</h2>
        <p>
          Send the member&apos;s access token in the <code>Authorization</code> header of each request:
        </p>
        <CodeBlock label="authorization header" code="Authorization: Bearer ACCESS_TOKEN" />
        <p>
          With a token, <code>Viewer</code> is that member, their private lists and notifications are readable, and the mutations the
          token&apos;s scopes open run as them. Without one, queries see what a guest sees.
        </p>
        <CodeBlock label="authenticated query example" code={queryCurl(origin, true)} />
      </section>

      <section id="oauth" className={styles.section} aria-labelledby="oauth-title">
        <h2 id="oauth-title">Getting a token (OAuth 2)</h2>
        <p>
          First register your app as an API client in <Link to="/settings/developer">Settings › Developer</Link>: a name and the redirect
          URI members come back to. A <strong>confidential</strong> client (a server) gets a secret; a <strong>public</strong> client (a
          mobile, desktop or single-page app) gets none and proves itself with PKCE. Tokens last a year, like AniList&apos;s.
        </p>

        <h3>Authorization code</h3>
        <p>
          Send the member to the authorization page. A member who is not signed in logs in first; they then see what your app asks for and
          approve or cancel. Add a <code>state</code> of your own and check it when they come back.
        </p>
        <CodeBlock label="authorization URL" code={authorizeExample(origin, 'code')} />
        <p>
          They come back to <code>REDIRECT_URI?code=CODE&amp;state=STATE</code> (or with <code>error=access_denied</code> when they
          cancelled). Within {AUTHORIZATION_CODE_SECONDS / 60} minutes, exchange the code on your server:
        </p>
        <CodeBlock label="token exchange" code={tokenCurl(origin, CODE_EXCHANGE)} />
        <p>
          The answer (a form body, <code>application/x-www-form-urlencoded</code>, works as well as JSON):
        </p>
        <CodeBlock label="token answer" code={TOKEN_ANSWER} />

        <h3>Authorization code with PKCE (public clients)</h3>
        <p>
          Make a random <code>code_verifier</code>, send its SHA-256 digest as <code>code_challenge</code> with{' '}
          <code>code_challenge_method=S256</code>, and send the verifier instead of a secret in the exchange.
        </p>
        <CodeBlock label="PKCE pair" code={PKCE_SNIPPET} />
        <CodeBlock label="PKCE authorization URL" code={authorizeExample(origin, 'code', true)} />
        <CodeBlock label="PKCE token exchange" code={tokenCurl(origin, PKCE_EXCHANGE)} />

        <h3>Implicit grant</h3>
        <p>
          With <code>response_type=token</code> the member comes back with the access token in the address&apos;s <code>#fragment</code>,
          which never reaches a server: read it in the page. There is no refresh token.
        </p>
        <CodeBlock label="implicit authorization URL" code={authorizeExample(origin, 'token')} />
        <CodeBlock label="implicit redirect" code={IMPLICIT_REDIRECT} />

        <h3>Refreshing and revoking</h3>
        <p>
          A refresh token gets a new pair (the old refresh token stops working; a public client sends no secret). Revoking either token of a
          pair ends both; members can also revoke an app in <Link to="/settings/apps">Settings › Apps</Link>.
        </p>
        <CodeBlock label="refresh" code={tokenCurl(origin, REFRESH)} />
        <CodeBlock label="revoke" code={tokenCurl(origin, REVOKE, OAUTH_PATHS.revoke)} />
      </section>

      <section id="scopes" className={styles.section} aria-labelledby="scopes-title">
        <h2 id="scopes-title">Scopes</h2>
        <p>
          Ask for scopes with <code>scope</code>, separated by spaces. Without it your app gets <code>{DEFAULT_SCOPES.join(' ')}</code>,
          which is what an AniList token can do; <code>read</code> comes with any other scope. A mutation outside the token&apos;s scopes is
          refused with 403.
        </p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Scope</th>
              <th scope="col">Lets the app</th>
            </tr>
          </thead>
          <tbody>
            {SCOPES.map((scope) => (
              <tr key={scope}>
                <td>
                  <code>{scope}</code>
                </td>
                <td>{SCOPE_DESCRIPTIONS[scope]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section id="rate-limits" className={styles.section} aria-labelledby="rate-limits-title">
        <h2 id="rate-limits-title">Rate limits</h2>
        <p>
          90 requests a minute for each app and member it acts for (a token&apos;s limit is its app&apos;s, shown on the app&apos;s page in{' '}
          <Link to="/settings/developer">Settings › Developer</Link>), or per IP address without a token. Every answer carries{' '}
          <code>X-RateLimit-Limit</code> and <code>X-RateLimit-Remaining</code>. Past the limit the answer is{' '}
          <code>429 Too Many Requests</code> with <code>Retry-After</code> (seconds to wait) and <code>X-RateLimit-Reset</code> (a Unix
          time):
        </p>
        <CodeBlock label="rate limit answer" code={RATE_LIMITED_ANSWER} />
        <p>
          When the site is busier than it can answer, a request may get <code>503 Service Unavailable</code> at once instead, with{' '}
          <code>Retry-After</code> and the code <code>OVERLOADED</code>: ask again after that many seconds.
        </p>
      </section>

      <section id="errors" className={styles.section} aria-labelledby="errors-title">
        <h2 id="errors-title">Errors</h2>
        <p>
          Errors come as <code>{'{ "errors": [{ "message", "status" }] }'}</code>, with the first error&apos;s status as the HTTP status;
          invalid input adds a <code>validation</code> map of field messages. A token that was revoked, expired or never existed gets 401:
        </p>
        <CodeBlock label="error answer" code={ERROR_ANSWER} />
      </section>

      <section id="explorer" className={styles.section} aria-labelledby="explorer-title">
        <h2 id="explorer-title">Explorer</h2>
        <p>
          Try the API here, on the schema apps see. Requests go out as you: signed in, <code>Viewer</code> is you and mutations change your
          account. Press the run button (or Ctrl+Enter); the Docs button lists every type and field.
        </p>
        <Suspense fallback={<p className={styles.loading}>Loading the explorer…</p>}>
          <ApiExplorer initialQuery={search.get('query') ?? undefined} initialVariables={search.get('variables') ?? undefined} />
        </Suspense>
      </section>

      <p className={styles.more}>
        Your API clients: <Link to="/settings/developer">Settings › Developer</Link>. Apps the community made: <Link to="/apps">Apps</Link>.
      </p>
    </TextPage>
  );
}
