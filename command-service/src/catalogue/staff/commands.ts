import type { ContractCommand } from '../../framework/command.ts';

type Ids = { staffId: number };
export type AddStaff = ContractCommand<'AddStaff', Ids>;
export type UpdateStaff = ContractCommand<'UpdateStaff', Ids>;
export type SubmitStaffEdit = ContractCommand<'SubmitStaffEdit', Ids>;
export type AcceptStaffSubmission = ContractCommand<'AcceptStaffSubmission', Ids>;
export type RejectStaffSubmission = ContractCommand<'RejectStaffSubmission', Ids>;
export type StaffCommand = AddStaff | UpdateStaff | SubmitStaffEdit | AcceptStaffSubmission | RejectStaffSubmission;
