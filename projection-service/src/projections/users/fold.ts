import type { RecordedEvent } from '@tsuzuki/event-store';
import {
  defaultAvatar,
  defaultMediaListOptions,
  defaultUserOptions,
  mergeMediaListOptions,
  mergeUserOptions,
} from '@tsuzuki/events/userDefaults';
import { occurredAt } from '../../framework/time.ts';
import type { UserRow } from './rows.ts';

function signedUp(userId: number, name: string, at: number): UserRow {
  const avatar = defaultAvatar(userId);
  return {
    id: userId,
    name,
    name_lower: name.toLowerCase(),
    about: null,
    avatar_large: avatar.large,
    avatar_medium: avatar.medium,
    banner_image: null,
    options: defaultUserOptions(),
    media_list_options: defaultMediaListOptions(),
    moderator_roles: [],
    donator_tier: 0,
    donator_badge: null,
    previous_names: [],
    created_at: at,
    updated_at: at,
  };
}

/**
 * Applies one event to the user's row (null: not signed up yet). The same function whatever the batch: the
 * projection loads the rows a batch touches, folds the batch's events in log order, and writes them back.
 */
export function applyUserEvent(row: UserRow | null, event: RecordedEvent): UserRow | null {
  const at = occurredAt(event);
  if (event.type === 'UserSignedUp') return row ?? signedUp(event.data.userId, event.data.name, at);
  if (!row) return null;
  const next: UserRow = { ...row, updated_at: at };
  switch (event.type) {
    case 'UserRenamed': {
      // The former name was held from the previous rename (or sign-up) until now.
      const since = row.previous_names.at(-1)?.updatedAt ?? row.created_at;
      next.previous_names = [...row.previous_names, { name: event.data.previousName, createdAt: since, updatedAt: at }];
      next.name = event.data.name;
      next.name_lower = event.data.name.toLowerCase();
      return next;
    }
    case 'UserProfileUpdated': {
      const { about, avatar, bannerImage } = event.data.changes;
      if (about !== undefined) next.about = about;
      if (avatar !== undefined) {
        // Removing the upload brings the generated avatar back.
        const shown = avatar ?? defaultAvatar(row.id);
        next.avatar_large = shown.large;
        next.avatar_medium = shown.medium;
      }
      if (bannerImage !== undefined) next.banner_image = bannerImage;
      return next;
    }
    case 'UserOptionsUpdated':
      next.options = mergeUserOptions(row.options, event.data.changes);
      return next;
    case 'MediaListOptionsUpdated':
      next.media_list_options = mergeMediaListOptions(row.media_list_options, event.data.changes);
      return next;
    case 'UserRolesChanged':
      next.moderator_roles = event.data.moderatorRoles;
      return next;
    case 'UserDonatorTierChanged':
      next.donator_tier = event.data.donatorTier;
      next.donator_badge = event.data.donatorBadge;
      return next;
    default:
      return row;
  }
}
