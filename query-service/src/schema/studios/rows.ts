export type { StudioRow } from '@tsuzuki/projection-service/rows/studios';
