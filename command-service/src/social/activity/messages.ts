// What a member reads when an activity command is refused. The spec names few of these; the rest say plainly why.
export const ACTIVITY_MESSAGES = {
  notFound: 'Activity not found.',
  replyNotFound: 'Activity reply not found.',
  userNotFound: 'User not found.',
  notYours: 'You can only change your own activity.',
  notAStatus: 'This activity is not a status.',
  notAMessage: 'This activity is not a message.',
  restricted: 'This user only accepts messages from users they follow.',
  messageSelf: 'Post a status instead of messaging yourself.',
  messageToMod: 'Messages to moderators cannot be deleted.',
  locked: 'Activity Locked',
  pinMessage: 'Messages cannot be pinned.',
  pinTier: 'Pinning activities requires donator tier 2 or above.',
} as const;
