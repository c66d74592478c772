import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Page } from 'playwright-core';
import { BASE_URL } from './browser.ts';

// What the browser suites do beside the browser: GraphQL as a guest, as the signed-in page, or as a member of
// their own over HTTP (sign-up with a solved captcha and the e-mailed link), and the services' outbox.

/** A GraphQL error as the API answers it: the message a person reads and the HTTP-like status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Body<T> = { data?: T; errors?: { message: string; status?: number }[] };

function dataOf<T>(body: Body<T>): T {
  const error = body.errors?.[0];
  if (error) throw new ApiError(error.message, error.status ?? 0);
  return body.data as T;
}

/** A GraphQL query as a guest. */
export async function guestGql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return dataOf((await response.json()) as Body<T>);
}

/**
 * A GraphQL call from a signed-in page, with its session cookie and CSRF token, as the site sends it; `internal` asks
 * the internal schema, as the site's own mutations do (fields beyond AniList's, or their moderator arguments).
 */
export async function pageGql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
  { internal = false } = {},
): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables, internal }) => {
      const { token } = (await (await fetch('/api/csrf', { credentials: 'include' })).json()) as { token: string };
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...(internal ? { schema: 'internal' } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Body<unknown>;
    },
    { query, variables, internal },
  );
  return dataOf(body as Body<T>);
}

/** Waits for a toast with this text (the toast region is the page's "Notifications" live region). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** The captcha as the sign-up form sends it, solved here. */
export async function solvedCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('the captcha was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The services' outbox (their OUTBOX_DIR): one JSON file per mail. */
export const OUTBOX = process.env.E2E_OUTBOX_DIR ?? '';

/** The first match of `pattern` in the newest mail to `to` written after `since`. */
export async function mailLink(to: string, pattern: RegExp, since: number): Promise<RegExpExecArray> {
  if (!OUTBOX) throw new Error('E2E_OUTBOX_DIR must name the folder the services write mail to (their OUTBOX_DIR)');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const mails = readdirSync(OUTBOX)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ file, mtime: statSync(path.join(OUTBOX, file)).mtimeMs }))
      .filter((entry) => entry.mtime >= since - 1000)
      .sort((a, b) => b.mtime - a.mtime);
    for (const { file } of mails) {
      const text = readFileSync(path.join(OUTBOX, file), 'utf8');
      const match = text.includes(to) ? pattern.exec(text) : null;
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${to} with a link matching ${pattern} in ${OUTBOX}`);
}

/** A member of the suite's own, over HTTP as the site's pages hold a session: cookies, the CSRF token. */
export class ApiMember {
  id = 0;
  private readonly cookies = new Map<string, string>();
  private csrf = '';

  constructor(
    readonly name: string,
    readonly password = 'A long enough password 42',
  ) {}

  get email(): string {
    return `${this.name.toLowerCase()}@e2e.tsuzuki.test`;
  }

  /** A request with the session's cookies, keeping those the answer sets. */
  private async request(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${BASE_URL}${url}`, { ...init, headers: { ...init.headers, ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    // The token is bound to the session: the answer that starts one (ConfirmEmail) brings the new token, as for a page.
    this.csrf = response.headers.get('x-csrf-token') ?? this.csrf;
    return response;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- responses read by path; each document says its shape
  async gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (/^\s*mutation\b/.test(query)) {
      this.csrf ||= ((await (await this.request('/api/csrf')).json()) as { token: string }).token;
      Object.assign(headers, { schema: 'internal', 'x-csrf-token': this.csrf });
    }
    const response = await this.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return dataOf((await response.json()) as Body<T>);
  }

  /** A JSON route of the site (the API settings) with the session and CSRF token, as the settings pages call it. */
  async json<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
    this.csrf ||= ((await (await this.request('/api/csrf')).json()) as { token: string }).token;
    const headers: Record<string, string> = {
      'x-csrf-token': this.csrf,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    const response = await this.request(url, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    const answer = (await response.json()) as T & Body<T>;
    if (!response.ok) dataOf(answer);
    return answer;
  }

  /** Signs up with a solved captcha and opens the e-mailed verification link, which starts the session. */
  async signUp(): Promise<this> {
    const { CaptchaChallenge } = await this.gql<{ CaptchaChallenge: Challenge }>('{ CaptchaChallenge }');
    const since = Date.now();
    await this.gql(
      `mutation ($name: String, $email: String, $password: String, $captcha: String) {
        CreateUser(userName: $name, email: $email, password: $password, confirmPassword: $password, captcha: $captcha) { user { id } } }`,
      { name: this.name, email: this.email, password: this.password, captcha: await solvedCaptcha(CaptchaChallenge) },
    );
    const token = (await mailLink(this.email, /\/verify-email\/([A-Za-z0-9_-]+)/, since))[1];
    this.id = (
      await this.gql<{ ConfirmEmail: { id: number } }>('mutation ($token: String) { ConfirmEmail(token: $token) { id } }', { token })
    ).ConfirmEmail.id;
    return this;
  }
}
