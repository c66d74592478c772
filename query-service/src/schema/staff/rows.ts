export type { StaffRow } from '@tsuzuki/projection-service/rows/staff';
