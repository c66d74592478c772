import { DomainError } from '../../errors.ts';

// The spec's authentication messages (spec/core.md §5 and §8) and the codes the client tells apart.
export const LOGIN_CAPTCHA = 'Please verify you are not a robot by completing the captcha.';
export const SIGNUP_CAPTCHA = 'Please verify you are not a robot.';
export const INVALID_LOGIN = 'Invalid login details.';
export const EMAIL_TAKEN = 'Email is already registered.';
export const PASSWORDS_DIFFER = 'Passwords do not match.';

export class CaptchaError extends DomainError {
  constructor(message: string) {
    super('CAPTCHA', 400, message);
  }
}

export class EmailDomainError extends DomainError {
  constructor() {
    super('EMAIL_DOMAIN', 400, 'Email domain not permitted.');
  }
}

export class EmailUnverifiedError extends DomainError {
  constructor() {
    super('EMAIL_UNVERIFIED', 403, 'Email Verification Required.');
  }
}

export class LocationVerificationError extends DomainError {
  constructor() {
    super('LOCATION_VERIFICATION', 403, 'Location verification required.');
  }
}

export class RateLimitedError extends DomainError {
  constructor(minutes: number) {
    super('RATE_LIMITED', 429, `Too many login attempts, please try again in ${minutes} minutes.`);
  }
}

/** Too many e-mails asked for one address or from one address. */
export class MailLimitedError extends DomainError {
  constructor(minutes: number) {
    super('RATE_LIMITED', 429, `Too many emails requested, please try again in ${minutes} minutes.`);
  }
}

/** An emailed link that is unknown, expired or already used. */
export class InvalidTokenError extends DomainError {
  constructor() {
    super('INVALID_TOKEN', 400, 'This link is invalid or has expired.');
  }
}
