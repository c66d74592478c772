import { describe, expect, it } from 'vitest';
import { authorizeUrl, isLocationVerification, LOGIN_UNKNOWN_FAILURE, loginFailureMessage } from './loginRules.ts';
import {
  binaryApology,
  domainAlertText,
  emailProvider,
  SIGNUP_CAPTCHA_MESSAGE,
  signupBlocker,
  signupOutcome,
  TERMS_MESSAGE,
} from './signupRules.ts';
import { EMPTY_DRAFT, parseSignupDraft, serializeSignupDraft } from './signupDraft.ts';

const decode = (bits: string) => String.fromCharCode(...bits.split(' ').map((byte) => parseInt(byte, 2)));

describe('sign-up messages (core §5)', () => {
  it('apologises in binary after the captcha message', () => {
    expect(binaryApology()).toMatch(/^[01]{8}( [01]{8})*$/);
    expect(decode(binaryApology())).toBe('sorry');
    expect(binaryApology('ok')).toBe('01101111 01101011');
    expect(SIGNUP_CAPTCHA_MESSAGE).toBe(`Please verify you are not a robot. ${binaryApology()}`);
  });

  it('allows a submit only when not loading, with terms accepted and the captcha verified (core §4)', () => {
    expect(signupBlocker({ loading: false, captchaVerified: true, termsAccepted: true })).toBeNull();
    expect(signupBlocker({ loading: false, captchaVerified: true, termsAccepted: false })).toBe(TERMS_MESSAGE);
    expect(TERMS_MESSAGE).toBe('Sorry you need to accept our terms of service to sign up.');
    expect(signupBlocker({ loading: false, captchaVerified: false, termsAccepted: true })).toBe(SIGNUP_CAPTCHA_MESSAGE);
    expect(signupBlocker({ loading: true, captchaVerified: true, termsAccepted: true })).toBe('');
  });

  it('reads the outcome from the flags or the server message (core §8)', () => {
    expect(signupOutcome({ emailVerificationRequired: true, emailInvalid: false }, null)).toBe('verify-email');
    expect(signupOutcome({ emailVerificationRequired: false, emailInvalid: false }, null)).toBe('setup');
    expect(signupOutcome({ emailVerificationRequired: false, emailInvalid: true }, null)).toBe('email-domain');
    expect(signupOutcome(null, 'Email Verification Required.')).toBe('verify-email');
    expect(signupOutcome(null, 'Email domain not permitted.')).toBe('email-domain');
    expect(signupOutcome(null, 'Username is already taken.')).toBe('failure');
    expect(signupOutcome(null, null)).toBe('failure');
  });

  it('names the provider part of a refused address', () => {
    expect(emailProvider('someone@mailinator.com')).toBe('mailinator.com');
    expect(domainAlertText('a@b@trash.example')).toContain('trash.example');
  });
});

describe('login messages (core §5, §8)', () => {
  it('composes "Login failed. {server error}"', () => {
    expect(loginFailureMessage('yuki@tsuzuki.test', 'Invalid login details.')).toBe('Login failed. Invalid login details.');
  });
  it('gives the username detail when the name has no @', () => {
    expect(loginFailureMessage('Yuki', 'Invalid login details.')).toBe('Login failed. Please use your email instead of username.');
  });
  it('falls back to the unknown-reason text', () => {
    expect(loginFailureMessage('yuki@tsuzuki.test', null)).toBe(LOGIN_UNKNOWN_FAILURE);
    expect(LOGIN_UNKNOWN_FAILURE).toBe('Login failed for unknown reason, please check your details or email support.');
  });
  it('recognises the location verification answer', () => {
    expect(isLocationVerification('Location verification required.')).toBe(true);
    expect(isLocationVerification('Invalid login details.')).toBe(false);
    expect(isLocationVerification(null)).toBe(false);
  });
});

describe('apiVersion forwarding (core §2)', () => {
  it('sends the remaining query parameters to the authorize endpoint', () => {
    expect(authorizeUrl('?apiVersion=v2&client_id=1&response_type=token')).toBe('/api/v2/oauth/authorize?client_id=1&response_type=token');
    expect(authorizeUrl('?client_id=1&apiVersion=v2')).toBe('/api/v2/oauth/authorize?client_id=1');
    expect(authorizeUrl('?apiVersion=v2')).toBe('/api/v2/oauth/authorize');
  });
  it('keeps encoded values intact', () => {
    expect(authorizeUrl('?apiVersion=v2&redirect_uri=https%3A%2F%2Fapp.example%2Fcb')).toBe(
      '/api/v2/oauth/authorize?redirect_uri=https%3A%2F%2Fapp.example%2Fcb',
    );
  });
  it('does nothing without apiVersion', () => {
    expect(authorizeUrl('?client_id=1')).toBeNull();
    expect(authorizeUrl('')).toBeNull();
  });
});

describe('sign-up draft', () => {
  it('keeps the e-mail, the username and the terms box, never a password', () => {
    const form = { email: 'yuki@example.test', userName: 'yuki', terms: true, password: 'secret 123', confirmPassword: 'secret 123' };
    const stored = serializeSignupDraft(form);
    expect(stored).not.toContain('secret');
    expect(parseSignupDraft(stored)).toEqual({ email: 'yuki@example.test', userName: 'yuki', terms: true });
  });
  it('reads nothing, damaged or foreign entries as an empty form', () => {
    expect(parseSignupDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseSignupDraft('{oops')).toEqual(EMPTY_DRAFT);
    expect(parseSignupDraft('[1]')).toEqual(EMPTY_DRAFT);
    expect(parseSignupDraft(JSON.stringify({ email: 5, userName: 'yuki', terms: 'yes', password: 'x' }))).toEqual({
      email: '',
      userName: 'yuki',
      terms: false,
    });
  });
});
