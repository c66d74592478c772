import { describe, it } from 'vitest';
import { ConflictError } from '../../errors.ts';
import { given, metadata } from '../../framework/testing.ts';
import { studioAdded } from '../testData.ts';
import type { AddStudio } from './commands.ts';
import { studioDecider } from './decide.ts';

const addStudio = (studioId: number, payloadId?: number): AddStudio => {
  const { studioId: _id, ...data } = studioAdded(studioId);
  return { type: 'AddStudio', payload: { ...data, ...(payloadId ? { studioId: payloadId } : {}) }, metadata: metadata({ studioId }) };
};

describe('studio decide', () => {
  it('AddStudio records the studio under the id from the metadata', () => {
    given(studioDecider)
      .when(addStudio(7))
      .then([{ type: 'StudioAdded', data: studioAdded(7) }]);
  });

  it('AddStudio with an explicit id keeps it', () => {
    given(studioDecider)
      .when(addStudio(9, 9))
      .then([{ type: 'StudioAdded', data: studioAdded(9) }]);
  });

  it('AddStudio on an existing studio is a conflict', () => {
    given(studioDecider, { type: 'StudioAdded', data: studioAdded(7) })
      .when(addStudio(7, 7))
      .thenThrows(new ConflictError('Studio already exists.'));
  });
});
