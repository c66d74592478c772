import { z } from 'zod';

// Building blocks reused by several catalogue events.
export const FuzzyDate = z.object({
  year: z.number().int().min(1800).max(2200).nullable(),
  month: z.number().int().min(1).max(12).nullable(),
  day: z.number().int().min(1).max(31).nullable(),
});
export type FuzzyDate = z.infer<typeof FuzzyDate>;
export const NO_DATE: FuzzyDate = { year: null, month: null, day: null };

export const Id = z.number().int().positive();
export const Url = z
  .string()
  .max(2048)
  .refine((s) => /^(https?:\/\/|\/)/.test(s), 'must be an http(s) URL or a site path');
export const ShortText = z.string().trim().max(500);
export const LongText = z.string().max(20000);

export const PersonName = z.object({
  first: z.string().max(200).nullable(),
  middle: z.string().max(200).nullable(),
  last: z.string().max(200).nullable(),
  full: z.string().min(1).max(400),
  native: z.string().max(400).nullable(),
  alternative: z.array(z.string().max(400)).max(50),
  alternativeSpoiler: z.array(z.string().max(400)).max(50),
});
export type PersonName = z.infer<typeof PersonName>;

export const PersonImage = z.object({ large: Url.nullable(), medium: Url.nullable() });
