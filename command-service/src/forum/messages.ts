// What a member reads when a forum command is refused. The spec names few of these; the rest say plainly why.
export const FORUM_MESSAGES = {
  threadNotFound: 'Thread not found.',
  commentNotFound: 'Comment not found.',
  notYourThread: 'You can only change your own thread.',
  notYourComment: 'You can only change your own comment.',
  moderatorsOnly: 'Only community moderators can do that.',
  threadLocked: 'This thread is locked.',
  treeLocked: 'This comment tree is locked.',
  unknownCategory: 'Unknown forum category.',
  moderatedCategory: 'Only moderators can post in this category.',
  unknownMedia: 'Media not found.',
  lockReply: 'Only a top-level comment tree can be locked.',
  otherThread: 'That comment belongs to another thread.',
  treeExists: 'This comment already exists.',
  reportOwn: 'You cannot report your own comment.',
  reportAsMod: 'Moderators edit comments instead of reporting them.',
  required: 'Required',
} as const;
