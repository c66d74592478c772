import { findBadInput } from '@tsuzuki/events/validationMessages';
import { z } from 'zod';
import { UserName } from '@tsuzuki/events';
import { ValidationError, validationMap } from '../../errors.ts';
import { PASSWORDS_DIFFER } from './errors.ts';

// Request bodies of the /auth routes. The query-service adds the client's IP and device id.
export const Password = z.string().min(8, 'Password must be at least 8 characters.').max(128, 'Password must be at most 128 characters.');
export const Email = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'));
const Token = z.string().trim().min(1, 'Required').max(200);
/** The ALTCHA widget's payload (base64 JSON); its absence is answered with the captcha message, not a field error. */
const CaptchaPayload = z.string().max(10_000).optional();
const DeviceFields = {
  ip: z.string().trim().min(1, 'Required').max(100),
  deviceId: z.string().trim().min(1, 'Required').max(200),
};

export const SignUpInput = z.object({
  userName: UserName,
  email: Email,
  password: Password,
  confirmPassword: z.string().max(1024),
  captcha: CaptchaPayload,
  ...DeviceFields,
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const LoginInput = z.object({
  name: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(128),
  captcha: CaptchaPayload,
  ...DeviceFields,
});
export type LoginInput = z.infer<typeof LoginInput>;

export const TokenInput = z.object({ token: Token });
export const LinkInput = z.object({ token: Token, ...DeviceFields });
export type LinkInput = z.infer<typeof LinkInput>;
/** An address to send a link to, and the client IP that asked (the query-service passes it for the mail limits). */
export const EmailInput = z.object({ email: Email, ip: z.string().max(100).optional() });

export const ResetInput = z.object({ token: Token, password: Password, confirmPassword: z.string().max(1024) });
export type ResetInput = z.infer<typeof ResetInput>;

/**
 * Parses a body or throws the 400 VALIDATION problem with its field map. With `confirm`, a confirmPassword
 * that differs from password is reported beside the other field problems, not only once they are fixed.
 */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown, confirm = false): T {
  const bad = findBadInput(body);
  if (bad) throw new ValidationError({ [bad.path.join('.') || 'body']: [bad.message] });
  const parsed = schema.safeParse(body ?? {});
  const problems = parsed.success ? {} : validationMap(parsed.error, 'body');
  const given = (body ?? {}) as { password?: unknown; confirmPassword?: unknown };
  if (confirm && given.password !== given.confirmPassword) (problems.confirmPassword ??= []).push(PASSWORDS_DIFFER);
  if (!parsed.success || Object.keys(problems).length) throw new ValidationError(problems);
  return parsed.data;
}
