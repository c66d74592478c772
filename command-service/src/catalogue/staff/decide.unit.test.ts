import { describe, it } from 'vitest';
import { newEvent, type Actor } from '@tsuzuki/events';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { given, metadata } from '../../framework/testing.ts';
import { staffAdded } from '../testData.ts';
import type { AddStaff, RejectStaffSubmission, SubmitStaffEdit, UpdateStaff } from './commands.ts';
import { staffDecider } from './decide.ts';

const addStaff = (staffId: number, payloadId?: number): AddStaff => {
  const { staffId: _id, ...data } = staffAdded(staffId);
  return { type: 'AddStaff', payload: { ...data, ...(payloadId ? { staffId: payloadId } : {}) }, metadata: metadata({ staffId }) };
};

describe('staff decide', () => {
  it('AddStaff records the staff under the id from the metadata', () => {
    given(staffDecider)
      .when(addStaff(7))
      .then([{ type: 'StaffAdded', data: staffAdded(7) }]);
  });

  it('AddStaff with an explicit id keeps it', () => {
    given(staffDecider)
      .when(addStaff(9, 9))
      .then([{ type: 'StaffAdded', data: staffAdded(9) }]);
  });

  it('AddStaff on an existing staff is a conflict', () => {
    given(staffDecider, { type: 'StaffAdded', data: staffAdded(7) })
      .when(addStaff(7, 7))
      .thenThrows(new ConflictError('Staff already exists.'));
  });

  // The person aggregate is shared with characters (ADR 43): these check that staff's own names reach it.
  const member: Actor = { kind: 'user', id: 50, moderatorRoles: [], donatorTier: 0 };
  const moderator: Actor = { kind: 'user', id: 3, moderatorRoles: ['STAFF_DATA'], donatorTier: 0 };

  it("UpdateStaff on an unknown staff member is not found, in the staff's words", () => {
    const update: UpdateStaff = {
      type: 'UpdateStaff',
      payload: { staffId: 7, changes: { homeTown: 'Oita' } },
      metadata: metadata({ staffId: 7 }, moderator),
    };
    given(staffDecider).when(update).thenThrows(new NotFoundError('Staff not found.'));
  });

  it("a member's SubmitStaffEdit is a STAFF submission, and a rejection decides it", () => {
    const submit: SubmitStaffEdit = {
      type: 'SubmitStaffEdit',
      payload: { staffId: 7, changes: { homeTown: 'Oita' } },
      metadata: metadata({ staffId: 7 }, member, { submission: [4] }),
    };
    const created = newEvent('SubmissionCreated', {
      submissionId: 4,
      userId: 50,
      source: null,
      objectType: 'STAFF',
      objectId: 7,
      mediaType: null,
      isNew: false,
      changes: { homeTown: 'Oita' },
      before: { homeTown: staffAdded(7).homeTown },
    });
    given(staffDecider, { type: 'StaffAdded', data: staffAdded(7) })
      .when(submit)
      .then([created]);
    const reject: RejectStaffSubmission = {
      type: 'RejectStaffSubmission',
      payload: { staffId: 7, submissionId: 4 },
      metadata: metadata({ staffId: 7 }, moderator),
    };
    given(staffDecider, { type: 'StaffAdded', data: staffAdded(7) }, created)
      .when(reject)
      .then([
        newEvent('SubmissionRejected', { submissionId: 4, objectType: 'STAFF', objectId: 7, userId: 50, moderatorId: 3, notes: null }),
      ]);
  });
});
