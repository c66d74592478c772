import { z } from 'zod';
import { Id, StaffAdded, staffStream } from '@tsuzuki/events';
import { defineCommand, type Command } from '../../framework/command.ts';
import { authoriseCatalogueEdit } from '../authorise.ts';
import type { StaffState } from './staff.ts';
import { staffDecider } from './decide.ts';

// The payload is the event data; the id may be left to the command-service.
export const AddStaffPayload = StaffAdded.schema.extend({ staffId: Id.optional() });

export type AddStaff = Command<'AddStaff', z.infer<typeof AddStaffPayload>, { staffId: number }>;
export type StaffCommand = AddStaff;

export const staffCommands = [
  defineCommand<AddStaff, StaffState>({
    type: 'AddStaff',
    schema: AddStaffPayload,
    authorise: authoriseCatalogueEdit,
    id: { field: 'staffId', kind: 'staff', allocate: true },
    stream: staffStream,
    decider: staffDecider,
  }),
];
