import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { MutationAnswer, MutationCallbacks } from '../system/mutationCallbacks.ts';
import type { updateUserMutation } from './__generated__/updateUserMutation.graphql';
import { invalidateLists } from './listChanges.ts';

// AniList's UpdateUser: every argument optional, only the ones sent change. The answer carries every settings
// screen's fields, so that the store (and every screen showing them, the session's viewer among them: it is the same
// User record) is up to date after each save.
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
  'titleLanguage',
  'staffNameLanguage',
  'displayAdultContent',
  'airingNotifications',
  'restrictMessagesToFollowing',
  'profileColor',
  'timezone',
  'activityMergeTime',
] as const;
const LIST_OPTION_FIELDS = ['scoreFormat', 'rowOrder'] as const;

/**
 * Shows the chosen values at once (the store rolls back on failure). The same function is the final update, where
 * the answer has already written the values as the server kept them: it leaves them so, and marks stale what a new
 * score format changes.
 */
export function applyChanges(userId: number, changes: UserChanges) {
  return (store: RecordSourceSelectorProxy, data?: MutationAnswer) => {
    if (data) {
      // Scores and the statistics show in the owner's format, computed by the server: what the store holds of the
      // member's lists and statistics was in the old one (a profile read "Mean Score 4" after a switch to POINT_100).
      if (changes.scoreFormat != null) invalidateLists(store);
      return;
    }
    const user = store.get(`User:${userId}`);
    if (!user) return;
    if (changes.about !== undefined) user.setValue(changes.about, 'about');
    const options = user.getLinkedRecord('options');
    for (const field of OPTION_FIELDS) if (options && changes[field] !== undefined) options.setValue(changes[field], field);
    const listOptions = user.getLinkedRecord('mediaListOptions');
    for (const field of LIST_OPTION_FIELDS) if (listOptions && changes[field] !== undefined) listOptions.setValue(changes[field], field);
  };
}

/** Saves the changes of the member `userId` (the viewer); failures carry the server's message. */
export function useUpdateUser(): [(changes: UserChanges, userId: number | undefined, callbacks: MutationCallbacks) => void, boolean] {
  const [commit, isInFlight] = useMutation<updateUserMutation>(mutation);
  const update = (changes: UserChanges, userId: number | undefined, { onCompleted, onError }: MutationCallbacks) => {
    const show = userId === undefined ? undefined : applyChanges(userId, changes);
    commit({ variables: changes, updater: show, optimisticUpdater: show, onCompleted: () => onCompleted?.(), onError });
  };
  return [update, isInFlight];
}
