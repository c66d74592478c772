import { describe, it } from 'vitest';
import { ConflictError } from '../../errors.ts';
import { given, metadata } from '../../framework/testing.ts';
import { staffAdded } from '../testData.ts';
import type { AddStaff } from './commands.ts';
import { staffDecider } from './decide.ts';

const addStaff = (staffId: number, payloadId?: number): AddStaff => {
  const { staffId: _id, ...data } = staffAdded(staffId);
  return { type: 'AddStaff', payload: { ...data, ...(payloadId ? { staffId: payloadId } : {}) }, metadata: metadata({ staffId }) };
};

describe('staff decide', () => {
  it('AddStaff records the staff under the id from the metadata', () => {
    given(staffDecider).when(addStaff(7)).then([{ type: 'StaffAdded', data: staffAdded(7) }]);
  });

  it('AddStaff with an explicit id keeps it', () => {
    given(staffDecider).when(addStaff(9, 9)).then([{ type: 'StaffAdded', data: staffAdded(9) }]);
  });

  it('AddStaff on an existing staff is a conflict', () => {
    given(staffDecider, { type: 'StaffAdded', data: staffAdded(7) })
      .when(addStaff(7, 7))
      .thenThrows(new ConflictError('Staff already exists.'));
  });
});
