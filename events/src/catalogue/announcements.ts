// The site's announcement (core §2, §3 "Announcement": id, message, forumPath, expireAt): admins publish one, with a
// moment it starts and, if they like, one it expires, and may withdraw it. Served as /announcement.json.
import { z } from 'zod';
import { defineEvent } from './define.ts';
import { Id } from './shapes.ts';

export const ANNOUNCEMENT_MESSAGE_MAX = 300;
export const ANNOUNCEMENT_MESSAGES = {
  messageRequired: 'An announcement needs a message.',
  messageTooLong: `An announcement is at most ${ANNOUNCEMENT_MESSAGE_MAX} characters.`,
  forumPath: 'The link must be a path on this site, such as /forum/thread/1.',
  expiresBeforeStart: 'An announcement must expire after it starts.',
  notFound: 'Announcement not found.',
} as const;

/** Unix seconds. */
const Moment = z.number().int().min(0);

export const AnnouncementMessage = z
  .string()
  .trim()
  .min(1, ANNOUNCEMENT_MESSAGES.messageRequired)
  .max(ANNOUNCEMENT_MESSAGE_MAX, ANNOUNCEMENT_MESSAGES.messageTooLong);
/** Only a path of this site: the banner is a link members' browsers follow without asking (as the client checks). */
export const AnnouncementForumPath = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)\S*$/, ANNOUNCEMENT_MESSAGES.forumPath)
  .nullable();

export const AnnouncementPublished = defineEvent(
  'AnnouncementPublished',
  1,
  ['announcements'],
  z.object({
    announcementId: Id,
    message: AnnouncementMessage,
    forumPath: AnnouncementForumPath,
    startsAt: Moment,
    expiresAt: Moment.nullable(),
  }),
);

export const AnnouncementWithdrawn = defineEvent('AnnouncementWithdrawn', 1, ['announcements'], z.object({ announcementId: Id }));
