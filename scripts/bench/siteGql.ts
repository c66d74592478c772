// The benches' GraphQL calls as the site's pages make them: through a Browser (its cookies and CSRF token), failing
// loudly on any error, and counting how each answer came from the answer cache (ADRs 45 and 52).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { INTERNAL_TOKEN_HEADER } from '@tsuzuki/events';
import { GENERATED_PERSISTED_QUERIES } from '@tsuzuki/query-service/http/persistedQueries';
import { ANSWER_CACHE_HEADER } from '@tsuzuki/query-service/http/answerCache/lookup';
import { solve } from '@tsuzuki/command-service/accounts/auth/testing';
import { Browser } from '@tsuzuki/query-service/testing/browser';
import { checkClean, postGraphQL, type MeasuredAnswer } from './measuredAnswer.ts';

/** X-Answer-Cache values counted: hit, miss, bypass, or none (the cache off). */
export type CacheTally = Record<string, number>;

export function countAnswer(tally: CacheTally | undefined, headers: Headers | MeasuredAnswer['headers']): void {
  if (!tally) return;
  const header = headers instanceof Headers ? headers.get(ANSWER_CACHE_HEADER) : headers[ANSWER_CACHE_HEADER.toLowerCase()];
  const how = (Array.isArray(header) ? header[0] : header) ?? 'none';
  tally[how] = (tally[how] ?? 0) + 1;
}

/** The data of a query or mutation (mutations go with `schema: internal`, as the client sends them). */
export async function gql(
  browser: Browser,
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; tally?: CacheTally } = {},
) {
  const res = await browser.gql(query, { variables, ...(options.headers ? { headers: options.headers } : {}) });
  if (res.status !== 200 || res.body.errors?.length) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(res.body.errors)}`);
  countAnswer(options.tally, res.headers);
  return res.body.data as Record<string, unknown>;
}

/**
 * A measured query: the same request as `gql`, its answer checked clean and counted but not parsed
 * (measuredAnswer.ts: the bench's own parsing competed with the services for the machine's two cores). `payload`:
 * a query text, or the whole request body (a persisted document's id).
 */
export async function measured(
  browser: Browser,
  payload: string | Record<string, unknown>,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; tally?: CacheTally } = {},
): Promise<void> {
  const answer = await postGraphQL(browser, typeof payload === 'string' ? { query: payload, variables } : payload, options.headers);
  checkClean(answer);
  countAnswer(options.tally, answer.headers);
}

/**
 * The headers of the `{ __typename }` floor: the internal token, so that the floor is executed every time whoever
 * the bench logged in as (the answer cache keeps guests' and members' answers, never the system's).
 */
export const floorHeaders = (stack: { env: NodeJS.ProcessEnv }) => ({ [INTERNAL_TOKEN_HEADER]: stack.env.INTERNAL_TOKEN! });

/** A member, logged in through the site (sign-up logs in at once without e-mail verification). */
export async function signUp(url: string, userName: string) {
  const browser = new Browser(url);
  const challenge = (await gql(browser, '{ CaptchaChallenge }')).CaptchaChallenge as Parameters<typeof solve>[0];
  const password = 'bench-password-123';
  const created = await gql(
    browser,
    `mutation ($userName: String, $email: String, $password: String, $confirmPassword: String, $captcha: String) {
    CreateUser(userName: $userName, email: $email, password: $password, confirmPassword: $confirmPassword, captcha: $captcha) { user { id } } }`,
    { userName, email: `${userName.toLowerCase()}@example.com`, password, confirmPassword: password, captcha: await solve(challenge) },
  );
  return { browser, userId: (created.CreateUser as { user: { id: number } }).user.id };
}

/** One of the site's persisted documents (relay-compiler's, ADR 12) by its operation: its id and text. */
export function persistedDocument(operation: string): { id: string; text: string } {
  // A clean clone has not compiled the client's documents yet (the site and browser sections build the client).
  if (!existsSync(GENERATED_PERSISTED_QUERIES)) execFileSync('npm', ['run', 'relay', '-w', 'client'], { stdio: 'ignore' });
  const texts = JSON.parse(readFileSync(GENERATED_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
  const found = Object.entries(texts).find(([, text]) => text.startsWith(`query ${operation}(`));
  if (!found) throw new Error(`${operation} is not persisted: run \`npm run relay -w client\``);
  return { id: found[0], text: found[1] };
}
