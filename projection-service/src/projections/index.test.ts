import { describe, expect, it } from 'vitest';
import { PROJECTION_INPUTS, PROJECTIONS, eventCatalogue, projectionSchema } from '@tsuzuki/events';
import { projections } from './index.ts';

describe('projection registry', () => {
  it('lists exactly the read models the other services know, in the same order', () => {
    expect(projections.map((p) => p.name)).toEqual([...PROJECTIONS]);
  });

  it('gives each projection its rm_<name> schema and only catalogue event types', () => {
    for (const p of projections) {
      expect(p.schema).toBe(projectionSchema(p.name));
      // A read model without events is recomputed from other read models; every other one consumes events.
      if (p.handles.length === 0) expect(p.refresh).toBeDefined();
      // A recompute beside a fold owns named columns, which verify leaves out.
      else if (p.refresh) expect(Object.keys(p.refresh.owns ?? {}).length).toBeGreaterThan(0);
      for (const type of p.handles) expect(Object.keys(eventCatalogue)).toContain(type);
      // Exactly the types whose definitions name it as a consumer: the doorbell rings by those.
      expect([...p.handles].sort()).toEqual([...PROJECTION_INPUTS[p.name as keyof typeof PROJECTION_INPUTS]].sort());
      expect(p.migrationSql).toMatch(/CREATE TABLE/);
    }
  });
});
