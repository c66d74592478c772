import { PROJECTION_INPUTS } from '@tsuzuki/events';
import { personProjection } from '../../framework/personProjection.ts';

/** Characters: the person columns, and an age written as text (ADR 43). */
export const characters = personProjection({
  name: 'characters',
  migration: new URL('./migration.sql', import.meta.url),
  handles: PROJECTION_INPUTS.characters,
  favouriteKind: 'CHARACTER',
  columns: { age: 'text' },
  added: (e) => (e.type === 'CharacterAdded' ? { id: e.data.characterId, person: e.data } : null),
  updated: (e) => (e.type === 'CharacterUpdated' ? { id: e.data.characterId, changes: e.data.changes } : null),
  ownRow: (c) => ({ age: c.age }),
  ownEdit: (c) => (c.age !== undefined ? { age: c.age } : {}),
});
