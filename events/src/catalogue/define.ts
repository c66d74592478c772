import type { z } from 'zod';

/** Turns the data of version n into the shape of version n + 1. */
export type Upcaster = (data: unknown) => unknown;

export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  readonly type: T;
  /** The current schema version; events stored with an older version are upcast on read. */
  readonly version: number;
  readonly schema: S;
  /** upcasters[n] lifts version n to n + 1. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

export function defineEvent<T extends string, S extends z.ZodType>(
  type: T,
  version: number,
  schema: S,
  upcasters: Record<number, Upcaster> = {},
): EventDefinition<T, S> {
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`${type}: missing upcaster from v${v} to v${v + 1}`);
  }
  return { type, version, schema, upcasters };
}
