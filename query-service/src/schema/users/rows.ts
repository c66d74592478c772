// The users read model's row, declared once by the users projection.
export type { PreviousName, UserRow } from '@tsuzuki/projection-service/rows/users';
