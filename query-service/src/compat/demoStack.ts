// The site as a third-party client meets it: the three services over a database the demo seed filled (the smallest
// scale that keeps every kind of data: a slice of the catalogue, members with lists, activity, a forum, reviews),
// and a demo member the client acts for.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@tsuzuki/seed/demoAccounts';
import { startTestStack, type TestStack } from '../../../scripts/lib/testStack.ts';
import { issueApiToken } from '../testing/apiToken.ts';
import { Browser } from '../testing/browser.ts';
import type { GraphQLResponse } from '../testing/http.ts';

/** The seed's scale: about 1% of the catalogue, 20-odd members; seeded and caught up in seconds. */
export const DEMO_SEED_ARGS = ['--scale', '0.01'];

/** The demo member with the fullest list (member, no moderator role): the account a third-party app acts for. */
export const TEST_MEMBER: DemoAccount = DEMO_ACCOUNTS.find((a) => a.name === 'Yuki')!;

export interface DemoStack {
  url: string;
  stack: TestStack;
  /** Seconds from nothing to a caught-up, seeded site. */
  seededIn: number;
  /**
   * One GraphQL request as a client sends it. `variables` goes as given (an object, or a JSON-encoded string as some
   * clients send it); `headers` carries the authorization (authorizeAs).
   */
  gql<D = Record<string, unknown>>(
    document: string,
    o?: { variables?: unknown; operationName?: string; headers?: Record<string, string> },
  ): Promise<GraphQLResponse<D>>;
  close(): Promise<void>;
}

export async function startDemoStack(label: string, options: { env?: Record<string, string> } = {}): Promise<DemoStack> {
  const started = Date.now();
  const stack = await startTestStack(label, DEMO_SEED_ARGS, options);
  const seededIn = (Date.now() - started) / 1000;
  return {
    url: stack.url,
    stack,
    seededIn,
    async gql<D>(document: string, o: { variables?: unknown; operationName?: string; headers?: Record<string, string> } = {}) {
      const res = await fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...o.headers },
        body: JSON.stringify({ query: document, variables: o.variables, operationName: o.operationName }),
      });
      return { status: res.status, body: (await res.json()) as GraphQLResponse<D>['body'] };
    },
    close: () => stack.stop(),
  };
}

/**
 * The headers that make requests act for `member`, as a third-party client sends them: `Authorization: Bearer` with a
 * token the member gave an app through the OAuth authorization code flow (with the default scopes, what an AniList
 * token can do). The member logs in to the site first (the authorization screen needs a session), with the captcha
 * solved as the login page does. The app's rate limit is raised for the run.
 */
export async function authorizeAs(demo: DemoStack, member: DemoAccount = TEST_MEMBER): Promise<Record<string, string>> {
  const browser = new Browser(demo.url);
  const challenge = (await browser.gql<{ CaptchaChallenge: Challenge }>('{ CaptchaChallenge }')).body.data!.CaptchaChallenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('the login captcha was not solved');
  const login = await browser.gql<{ Login: { id: number } }>(
    'mutation ($name: String, $password: String, $captcha: String) { Login(name: $name, password: $password, captcha: $captcha) { id } }',
    {
      variables: {
        name: member.email,
        password: DEMO_PASSWORD,
        captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      },
    },
  );
  if (login.body.data?.Login?.id !== member.userId) throw new Error(`login as ${member.name} failed: ${JSON.stringify(login.body)}`);
  const token = await issueApiToken(browser);
  // The run sends a few hundred requests a minute: an operator's raised limit for the app (oauth_clients.rate_limit),
  // set before the token is first used, as accounts/oauth.test.ts sets a small one.
  const pool = new pg.Pool({ connectionString: demo.stack.env.DATABASE_URL, max: 1 });
  try {
    await pool.query('UPDATE command_service.oauth_clients SET rate_limit = 100000 WHERE id = $1', [token.clientId]);
  } finally {
    await pool.end();
  }
  return token.headers;
}
