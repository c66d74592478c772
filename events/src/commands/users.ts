// The payloads of account commands (command-service/src/accounts/user).
import { z } from 'zod';
import { Id, MediaListOptionsUpdated, UserDonatorTierChanged, UserName, UserOptions, UserProfileUpdated } from '../catalogue/index.ts';
import { MODERATOR_ROLES } from '../roles.ts';

// Own-account payloads may leave the user id out: the target is the actor. The system actor names the user.
const own = { userId: Id.optional() };

/** Not a command of the HTTP contract: the command-service's auth routes run it in-process. */
export const SignUpUserPayload = z.object({ userId: Id, name: UserName });
/**
 * AniList's UpdateUser in one command: settings, list settings and the about text. Its decider may record
 * up to three events, appended together, so a refused field leaves every other one unchanged.
 */
export const UpdateUserPayload = UserOptions.partial()
  .extend(MediaListOptionsUpdated.schema.shape.changes.shape)
  .extend({ about: UserProfileUpdated.schema.shape.changes.shape.about })
  .extend(own)
  .strict();
export const UpdateUserProfilePayload = UserProfileUpdated.schema.shape.changes.extend(own);
export const ChangeUserNamePayload = z.object({ name: UserName, ...own });
export const DeleteCustomListPayload = z.object({ customList: z.string().trim().min(1).max(50), type: z.enum(['ANIME', 'MANGA']), ...own });
export const SetModeratorRolesPayload = z.object({
  userId: Id,
  moderatorRoles: z.array(z.enum(MODERATOR_ROLES)).max(MODERATOR_ROLES.length),
});
export const SetDonatorTierPayload = UserDonatorTierChanged.schema;
