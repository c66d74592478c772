import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, startAccountsStack, type AccountsStack } from '../../testing/accountsStack.ts';
import type { Browser } from '../../testing/browser.ts';

// Sign-up, email verification, password reset and location verification with REQUIRE_EMAIL_VERIFICATION on:
// the command-service's refusals reach the client with their status, message and validation map.
let stack: AccountsStack;
beforeAll(async () => {
  stack = await startAccountsStack('query_signup', { requireEmailVerification: true });
});
afterAll(() => stack?.close());

const CREATE = `mutation ($userName: String, $email: String, $password: String, $confirmPassword: String, $captcha: String) {
  CreateUser(userName: $userName, email: $email, password: $password, confirmPassword: $confirmPassword, captcha: $captcha) {
    user { id name } emailVerificationRequired emailInvalid } }`;
const LOGIN =
  'mutation ($name: String, $password: String, $captcha: String) { Login(name: $name, password: $password, captcha: $captcha) { id name } }';
type Created = { CreateUser: { user: { id: number; name: string } | null; emailVerificationRequired: boolean; emailInvalid: boolean } };

const create = async (browser: Browser, fields: Record<string, string | undefined>, captcha = true) =>
  browser.gql<Created>(CREATE, {
    variables: { password: PASSWORD, confirmPassword: PASSWORD, ...fields, ...(captcha ? { captcha: await stack.captcha(browser) } : {}) },
  });
const login = async (browser: Browser, name: string, password = PASSWORD, ip = '198.51.100.1') =>
  browser.gql<{ Login: { id: number; name: string } }>(LOGIN, {
    variables: { name, password, captcha: await stack.captcha(browser) },
    headers: { 'x-forwarded-for': ip },
  });

describe('CreateUser refusals', () => {
  it('returns the field map of the command-service for bad input', async () => {
    const res = await create(stack.browser(), { userName: 'x', email: 'not-an-email', confirmPassword: 'something else' });
    expect(res.status).toBe(400);
    const error = res.body.errors![0]!;
    expect(error).toMatchObject({ status: 400, extensions: { code: 'VALIDATION' } });
    expect(error.validation!.confirmPassword).toEqual(['Passwords do not match.']);
    expect(error.validation!.email).toEqual(['Please enter a valid email address.']);
    expect(Object.keys(error.validation!)).toContain('userName');
  });

  it('asks for the captcha with the sign-up message', async () => {
    const res = await create(stack.browser(), { userName: 'No_Captcha', email: 'nocaptcha@example.com' }, false);
    expect(res.body.errors![0]).toMatchObject({
      message: 'Please verify you are not a robot.',
      status: 400,
      extensions: { code: 'CAPTCHA' },
    });
  });

  it('answers a refused email domain as emailInvalid, and refuses taken names and emails whatever their case', async () => {
    const blocked = await create(stack.browser(), { userName: 'Disposable', email: 'someone@mailinator.com' });
    expect(blocked.body).toEqual({ data: { CreateUser: { user: null, emailVerificationRequired: false, emailInvalid: true } } });

    expect((await create(stack.browser(), { userName: 'Taken_Name', email: 'taken@example.com' })).body.errors).toBeUndefined();
    const name = await create(stack.browser(), { userName: 'taken_NAME', email: 'other@example.com' });
    expect(name.status).toBe(409);
    expect(name.body.errors![0]).toMatchObject({ message: 'Username is already taken.', status: 409 });
    const email = await create(stack.browser(), { userName: 'Other_Name', email: 'TAKEN@example.com' });
    expect(email.body.errors![0]).toMatchObject({ message: 'Email is already registered.', status: 409 });
  });
});

describe('email verification', () => {
  it('signs up without a session, then the emailed link verifies and logs in', async () => {
    const browser = stack.browser();
    const res = await create(browser, { userName: 'Verify_Me', email: 'verify@example.com' });
    expect(res.body.data!.CreateUser).toMatchObject({ user: { name: 'Verify_Me' }, emailVerificationRequired: true, emailInvalid: false });
    expect(browser.cookies.has('tsuzuki_session')).toBe(false);
    expect((await browser.gql('{ Viewer { id } }')).status).toBe(401);

    const early = await login(stack.browser(), 'verify@example.com');
    expect(early.body.errors![0]).toMatchObject({
      message: 'Email Verification Required.',
      status: 403,
      extensions: { code: 'EMAIL_UNVERIFIED' },
    });

    expect((await browser.gql('mutation { VerifyUserEmail(email: "verify@example.com") }')).body).toEqual({
      data: { VerifyUserEmail: true },
    });
    expect((await browser.gql('mutation { VerifyUserEmail(email: "nobody@example.com") }')).body).toEqual({
      data: { VerifyUserEmail: false },
    });

    const bad = await browser.gql('mutation { ConfirmEmail(token: "no-such-token") { id } }');
    expect(bad.body.errors![0]).toMatchObject({ message: 'This link is invalid or has expired.', status: 400 });
    const token = await stack.linkToken('verify@example.com', '/verify-email/');
    const confirmed = await browser.gql<{ ConfirmEmail: { name: string; options: { timezone: string | null } } }>(
      'mutation ($token: String) { ConfirmEmail(token: $token) { name options { timezone } } }',
      { variables: { token } },
    );
    expect(confirmed.body).toEqual({ data: { ConfirmEmail: { name: 'Verify_Me', options: { timezone: null } } } });
    expect((await browser.gql<{ Viewer: { name: string } }>('{ Viewer { name } }')).body.data!.Viewer.name).toBe('Verify_Me');
  });
});

describe('password reset and location verification', () => {
  let email: string;
  beforeAll(async () => {
    const browser = stack.browser();
    email = 'reset@example.com';
    await create(browser, { userName: 'Reset_Me', email });
    await browser.gql('mutation ($token: String) { ConfirmEmail(token: $token) { id } }', {
      variables: { token: await stack.linkToken(email, '/verify-email/') },
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
  });

  it('sends a reset link only to a known email, and the link sets a new password', async () => {
    const browser = stack.browser();
    expect((await browser.gql('mutation { ResetPassword(email: "unknown@example.com") }')).body).toEqual({
      data: { ResetPassword: false },
    });
    expect((await browser.gql(`mutation { ResetPassword(email: "${email}") }`)).body).toEqual({ data: { ResetPassword: true } });
    const token = await stack.linkToken(email, '/reset-password/');
    const mismatch = await browser.gql(
      'mutation ($t: String) { CompletePasswordReset(token: $t, password: "new password 1", confirmPassword: "other") }',
      { variables: { t: token } },
    );
    expect(mismatch.body.errors![0]!.validation).toEqual({ confirmPassword: ['Passwords do not match.'] });
    const done = await browser.gql(
      'mutation ($t: String) { CompletePasswordReset(token: $t, password: "new password 1", confirmPassword: "new password 1") }',
      { variables: { t: token } },
    );
    expect(done.body).toEqual({ data: { CompletePasswordReset: true } });
    expect((await login(stack.browser(), email, 'new password 1')).body.data!.Login.name).toBe('Reset_Me');
  });

  it('asks a new device at a new address to confirm by the emailed link, which then logs it in', async () => {
    const browser = stack.browser();
    const res = await login(browser, email, 'new password 1', '203.0.113.7');
    expect(res.body.errors![0]).toMatchObject({
      message: 'Location verification required.',
      status: 403,
      extensions: { code: 'LOCATION_VERIFICATION' },
    });
    const token = await stack.linkToken(email, '/confirm-location/');
    const confirmed = await browser.gql('mutation ($token: String) { ConfirmLocation(token: $token) { name } }', {
      variables: { token },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(confirmed.body).toEqual({ data: { ConfirmLocation: { name: 'Reset_Me' } } });
    expect(browser.cookies.has('tsuzuki_session')).toBe(true);
  });

  it('limits failed logins with the rate-limit message', async () => {
    const browser = stack.browser();
    const statuses: number[] = [];
    let last: string | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await login(browser, 'limited@example.com', 'wrong password', '192.0.2.50');
      statuses.push(res.status);
      last = res.body.errors?.[0]?.message;
    }
    expect(statuses).toContain(429);
    expect(last).toMatch(/^Too many login attempts, please try again in \d+ minutes\.$/);
  });
});
