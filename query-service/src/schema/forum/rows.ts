// Rows of the forum read model, declared once by the forum projection.
export type { ThreadCommentRow, ThreadRow } from '@tsuzuki/projection-service/rows/forum';
