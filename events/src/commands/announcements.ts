// The payloads of the site announcement's commands (command-service/src/announcements).
import { z } from 'zod';
import { AnnouncementForumPath, AnnouncementMessage, Id } from '../catalogue/index.ts';

/** Unix seconds; a start left out is the moment of publishing. */
const Moment = z.number().int().min(0);

/** A new announcement (no id), or a change to one (its id): what it says, where it links, when it shows. */
export const PublishAnnouncementPayload = z.object({
  announcementId: Id.optional(),
  message: AnnouncementMessage,
  forumPath: AnnouncementForumPath.default(null),
  startsAt: Moment.nullable().default(null),
  expiresAt: Moment.nullable().default(null),
});

export const WithdrawAnnouncementPayload = z.object({ announcementId: Id });
