import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { commitMutationAsync } from '../system/commitMutationAsync.ts';
import type { updateUserMutation } from './__generated__/updateUserMutation.graphql';

// AniList's UpdateUser: every argument optional, only the ones sent change. The answer carries every settings
// screen's fields, so that the store (and every screen showing them) is up to date after each save.
const mutation = graphql`
  mutation updateUserMutation(
    $about: String
    $titleLanguage: UserTitleLanguage
    $staffNameLanguage: UserStaffNameLanguage
    $displayAdultContent: Boolean
    $airingNotifications: Boolean
    $restrictMessagesToFollowing: Boolean
    $profileColor: String
    $timezone: String
    $activityMergeTime: Int
    $notificationOptions: [NotificationOptionInput]
    $disabledListActivity: [ListActivityOptionInput]
    $scoreFormat: ScoreFormat
    $rowOrder: String
    $animeListOptions: MediaListOptionsInput
    $mangaListOptions: MediaListOptionsInput
  ) {
    UpdateUser(
      about: $about
      titleLanguage: $titleLanguage
      staffNameLanguage: $staffNameLanguage
      displayAdultContent: $displayAdultContent
      airingNotifications: $airingNotifications
      restrictMessagesToFollowing: $restrictMessagesToFollowing
      profileColor: $profileColor
      timezone: $timezone
      activityMergeTime: $activityMergeTime
      notificationOptions: $notificationOptions
      disabledListActivity: $disabledListActivity
      scoreFormat: $scoreFormat
      rowOrder: $rowOrder
      animeListOptions: $animeListOptions
      mangaListOptions: $mangaListOptions
    ) {
      id
      ...SettingsProfile_user
      ...SettingsAccount_user
      ...SettingsMedia_user
      ...SettingsLists_user
      ...SettingsNotifications_user
    }
  }
`;

export type UserChanges = updateUserMutation['variables'];

const OPTION_FIELDS = [
  'titleLanguage', 'staffNameLanguage', 'displayAdultContent', 'airingNotifications', 'restrictMessagesToFollowing',
  'profileColor', 'timezone', 'activityMergeTime',
] as const;
const LIST_OPTION_FIELDS = ['scoreFormat', 'rowOrder'] as const;

/** Shows the chosen values at once (the answer then confirms them, or the store rolls back on failure). */
function applyChanges(userId: number, changes: UserChanges) {
  return (store: RecordSourceSelectorProxy) => {
    const user = store.get(`User:${userId}`);
    if (!user) return;
    if (changes.about !== undefined) user.setValue(changes.about, 'about');
    const options = user.getLinkedRecord('options');
    for (const field of OPTION_FIELDS) if (options && changes[field] !== undefined) options.setValue(changes[field], field);
    const listOptions = user.getLinkedRecord('mediaListOptions');
    for (const field of LIST_OPTION_FIELDS) if (listOptions && changes[field] !== undefined) listOptions.setValue(changes[field], field);
  };
}

export function updateUser(changes: UserChanges, userId?: number) {
  const optimistic = userId === undefined ? undefined : applyChanges(userId, changes);
  return commitMutationAsync<updateUserMutation>(mutation, changes, undefined, optimistic);
}
