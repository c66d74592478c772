import type { z } from 'zod';
import type { ProjectionName } from '../projectionNames.ts';

/** Turns the data of version n into the shape of version n + 1. */
export type Upcaster = (data: unknown) => unknown;

export interface EventDefinition<
  T extends string = string,
  S extends z.ZodType = z.ZodType,
  C extends readonly ProjectionName[] = readonly ProjectionName[],
> {
  readonly type: T;
  /** The current schema version; events stored with an older version are upcast on read. */
  readonly version: number;
  /**
   * The read models that consume this type: their `handles`, the doorbell after an append and the
   * read-your-writes waits all follow from this list (PROJECTION_INPUTS).
   */
  readonly consumers: C;
  readonly schema: S;
  /** upcasters[n] lifts version n to n + 1. */
  readonly upcasters: Readonly<Record<number, Upcaster>>;
}

/**
 * An event type, in one place: its name, version, consumers, shape and upcasters. Export it from a module of
 * catalogue/ under its own name and the catalogue picks it up (catalogue/index.ts). The consumers stay a tuple of
 * names (`const C`), so each read model's inputs are known to the compiler (InputOf in projections.ts).
 */
export function defineEvent<T extends string, S extends z.ZodType, const C extends readonly ProjectionName[]>(
  type: T,
  version: number,
  consumers: C,
  schema: S,
  upcasters: Record<number, Upcaster> = {},
): EventDefinition<T, S, C> {
  for (let v = 1; v < version; v++) {
    if (!upcasters[v]) throw new Error(`${type}: missing upcaster from v${v} to v${v + 1}`);
  }
  return { type, version, consumers, schema, upcasters };
}

export function isEventDefinition(value: unknown): value is EventDefinition {
  return typeof value === 'object' && value !== null && 'consumers' in value && 'upcasters' in value && 'schema' in value;
}
