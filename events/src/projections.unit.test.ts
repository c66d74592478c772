import { describe, expect, it } from 'vitest';
import { eventCatalogue, isEventDefinition } from './catalogue/index.ts';
import * as announcements from './catalogue/announcements.ts';
import * as edits from './catalogue/edits.ts';
import * as forum from './catalogue/forum.ts';
import * as lists from './catalogue/lists.ts';
import * as media from './catalogue/media.ts';
import * as memberModeration from './catalogue/memberModeration.ts';
import * as moderation from './catalogue/moderation.ts';
import * as people from './catalogue/people.ts';
import * as reviews from './catalogue/reviews.ts';
import * as social from './catalogue/social.ts';
import * as tags from './catalogue/tags.ts';
import * as users from './catalogue/users.ts';
import { PROJECTIONS, PROJECTION_INPUTS, projectionsFor } from './projections.ts';

describe('projectionsFor', () => {
  it('names the read models that consume an event type', () => {
    expect(projectionsFor(['StudioAdded'])).toEqual(['studios', 'search', 'sitestats', 'mediapages']);
    expect(projectionsFor(['MediaStatisticsImported'])).toEqual(['media', 'trends', 'mediastats']);
    expect(projectionsFor(['UserOptionsUpdated', 'UserRenamed'])).toEqual(['users', 'notifications']);
    expect(projectionsFor([])).toEqual([]);
  });
});

describe('the event catalogue', () => {
  it('holds every event definition the catalogue modules export, each under its own type name', () => {
    const exported = [
      media,
      people,
      users,
      lists,
      social,
      reviews,
      forum,
      tags,
      moderation,
      memberModeration,
      edits,
      announcements,
    ].flatMap((m) =>
      Object.values(m)
        .filter(isEventDefinition)
        .map((d) => d.type),
    );
    expect(Object.keys(eventCatalogue).sort()).toEqual(exported.sort());
    for (const [name, def] of Object.entries(eventCatalogue)) expect(def.type).toBe(name);
  });

  it('gives every event type at least one consumer, and only read models that exist', () => {
    for (const def of Object.values(eventCatalogue)) {
      expect(def.consumers.length, `${def.type} has no consumer`).toBeGreaterThan(0);
      for (const consumer of def.consumers) expect(PROJECTIONS, `${def.type} names ${consumer}`).toContain(consumer);
    }
  });

  it("derives each read model's inputs from the consumers, so the doorbell and handles agree", () => {
    const consumed = new Set(PROJECTIONS.flatMap((name) => PROJECTION_INPUTS[name]));
    expect([...consumed].sort()).toEqual(Object.keys(eventCatalogue).sort());
    expect(PROJECTION_INPUTS.search).toEqual([
      'MediaAdded',
      'MediaUpdated',
      'CharacterAdded',
      'StaffAdded',
      'StudioAdded',
      'CharacterUpdated',
      'StaffUpdated',
      'StudioUpdated',
      'MediaDeleted',
      'MediaMerged',
    ]);
    expect(PROJECTION_INPUTS.rankings).toEqual([]);
  });
});
