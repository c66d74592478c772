import { sharedKey } from '@tsuzuki/event-store/secrets';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface LoginLimits {
  /** Failed logins per account (the name given) within the window; more answer 429. */
  perAccount: number;
  /** Failed logins per client IP within the window. */
  perIp: number;
  windowSeconds: number;
}

/** E-mails that a request can make the site send (verification, password reset), per window. */
export interface MailLimits {
  perAddress: number;
  perIp: number;
  windowSeconds: number;
}

export interface CaptchaSettings {
  /** HMAC key that signs challenges; every command-service instance must share it. */
  hmacKey: string;
  /** PBKDF2 iterations per attempt and the range of the secret counter: the work a browser does. */
  cost: number;
  counterMin: number;
  counterMax: number;
  ttlSeconds: number;
}

export interface AuthConfig {
  captcha: CaptchaSettings;
  /** REQUIRE_EMAIL_VERIFICATION (default true): sign-up sends a link and opens no session until it is followed. */
  requireEmailVerification: boolean;
  /** Disposable-mail domains refused at sign-up, plus BLOCKED_EMAIL_DOMAINS (comma separated). */
  blockedEmailDomains: readonly string[];
  /** Base of the links in emails. */
  siteUrl: string;
  smtpUrl: string | null;
  outboxDir: string;
  mailFrom: string;
  limits: LoginLimits;
  mailLimits: MailLimits;
}

/** Temporary-address providers; extend with BLOCKED_EMAIL_DOMAINS. A subdomain of a listed domain is blocked too. */
export const DISPOSABLE_EMAIL_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  'grr.la',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
  'fakeinbox.com',
  'mailnesia.com',
  'mintemail.com',
  'spamgourmet.com',
  'mohmal.com',
  'emailondeck.com',
];

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function loadAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const counterMax = positive(env.CAPTCHA_COUNTER_MAX, 3000);
  return {
    captcha: {
      hmacKey: sharedKey(env, 'CAPTCHA_HMAC_KEY', 'captcha'),
      cost: positive(env.CAPTCHA_COST, 1000),
      counterMin: Math.ceil(counterMax / 3),
      counterMax,
      ttlSeconds: 600,
    },
    requireEmailVerification: !['false', '0', 'no'].includes((env.REQUIRE_EMAIL_VERIFICATION ?? '').toLowerCase()),
    blockedEmailDomains: [
      ...DISPOSABLE_EMAIL_DOMAINS,
      ...(env.BLOCKED_EMAIL_DOMAINS ?? '')
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    ],
    siteUrl: (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || null,
    outboxDir: env.OUTBOX_DIR || `${REPO_ROOT}.data/outbox`,
    mailFrom: env.MAIL_FROM || 'Tsuzuki <no-reply@tsuzuki.test>',
    limits: { perAccount: 10, perIp: 50, windowSeconds: 15 * 60 },
    mailLimits: {
      perAddress: positive(env.MAIL_LIMIT_PER_ADDRESS, 3),
      perIp: positive(env.MAIL_LIMIT_PER_IP, 10),
      windowSeconds: 60 * 60,
    },
  };
}
