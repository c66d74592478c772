// Activities live in the Relay store under their GraphQL type (getDataID: `${__typename}:${id}`); the mutations
// that change one in place need to know which of the three it is.
export type ActivityTypename = 'TextActivity' | 'ListActivity' | 'MessageActivity';

export interface ActivityRef {
  readonly typename: ActivityTypename;
  readonly id: number;
}

export const activityRecordId = (activity: ActivityRef): string => `${activity.typename}:${activity.id}`;
export const replyRecordId = (replyId: number): string => `ActivityReply:${replyId}`;
