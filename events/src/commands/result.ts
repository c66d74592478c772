// What the command-service answers to POST /commands/:name, and the refusals it may give instead. Both services read
// these shapes from here, so a field or a code cannot be added on one side only.
import { z } from 'zod';

/** The 200 body. */
export const CommandResult = z.object({
  /** "<txid>:<pos>" of the command's last event: read models at or past it show the change. */
  position: z.string(),
  stream: z.string(),
  streamVersion: z.string(),
  ids: z.record(z.string(), z.number()),
  /** The command id had been handled before; nothing new was written. */
  duplicate: z.boolean(),
});
export type CommandResult = z.infer<typeof CommandResult>;

/**
 * The codes of an expected refusal, which the query-service passes on to its client unchanged. The last six are the
 * /auth routes' (command-service/src/accounts/auth/errors.ts), which the client tells apart by code.
 */
export const REFUSAL_CODES = [
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'CAPTCHA',
  'EMAIL_DOMAIN',
  'EMAIL_UNVERIFIED',
  'LOCATION_VERIFICATION',
  'RATE_LIMITED',
  'INVALID_TOKEN',
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];
/** Every code of a problem body: a refusal, or a failure that says nothing more. */
export type ProblemCode = RefusalCode | 'INTERNAL';

/** The body of any answer that is not a 200. */
export interface Problem {
  status: number;
  code: ProblemCode;
  message: string;
  /** Field path ("title.romaji", or `payload` for the value itself) → messages. */
  validation?: Record<string, string[]>;
}

export const isRefusalCode = (code: unknown): code is RefusalCode => (REFUSAL_CODES as readonly unknown[]).includes(code);
