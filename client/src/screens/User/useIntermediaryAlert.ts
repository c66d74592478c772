import { isAnyMod } from '@tsuzuki/events/roles';
import { useEffect } from 'react';
import { useViewer } from '../../session/useViewer.ts';
import { showAlert } from '../../system/dialogs.ts';
import { INTERMEDIARY_ALERT_TEXT, INTERMEDIARY_ALERT_TITLE, isIntermediaryAccount } from './specialAccounts.ts';

/**
 * Opening the intermediary account's profile explains it to everyone but moderators (social §2), once per opening:
 * moving between its tabs keeps the shell, so the alert does not come back.
 */
export function useIntermediaryAlert(userId: number, name: string): void {
  const viewer = useViewer();
  const moderator = isAnyMod(viewer?.moderatorRoles?.filter((role) => role != null) ?? null);
  const show = isIntermediaryAccount(name) && !moderator;
  useEffect(() => {
    if (show) void showAlert(INTERMEDIARY_ALERT_TITLE, INTERMEDIARY_ALERT_TEXT);
  }, [show, userId]);
}
