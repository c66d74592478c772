import { describe, expect, it } from 'vitest';
import { eventCatalogue } from './catalogue/index.ts';
import { PROJECTIONS, PROJECTION_INPUTS, projectionsFor } from './projections.ts';

describe('projectionsFor', () => {
  it('names the read models that consume an event type', () => {
    expect(projectionsFor(['StudioAdded'])).toEqual(['studios', 'search']);
    expect(projectionsFor(['MediaStatisticsImported'])).toEqual(['media', 'trends']);
    expect(projectionsFor(['UserOptionsUpdated', 'UserRenamed'])).toEqual(['users']);
    expect(projectionsFor([])).toEqual([]);
  });

  it('covers every event type with at least one read model, and only known types', () => {
    const consumed = new Set(PROJECTIONS.flatMap((name) => PROJECTION_INPUTS[name]));
    expect([...consumed].every((type) => Object.hasOwn(eventCatalogue, type))).toBe(true);
    expect(Object.keys(eventCatalogue).filter((type) => !consumed.has(type as never))).toEqual([]);
  });
});
