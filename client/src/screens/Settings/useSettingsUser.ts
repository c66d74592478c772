import { useOutletContext } from 'react-router-dom';
import type { SettingsUser } from './Settings.tsx';

/** The viewer reference the settings layout hands to the screen in its outlet. */
export function useSettingsUser(): SettingsUser {
  return useOutletContext<SettingsUser>();
}
