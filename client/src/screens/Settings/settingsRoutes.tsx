import type { RouteObject } from 'react-router-dom';
import { developerRoutes } from '../Developer/developerRoutes.ts';
import { settingsLoader } from './SettingsQuery.ts';

const info = (title: string, text: string) => async () => {
  const { SettingsInfo } = await import('./SettingsInfo.tsx');
  return { element: <SettingsInfo title={title} text={text} /> };
};

/** /settings and its children (social §2): profile (default), account, lists, media, notifications and the rest. */
export const settingsRoute: RouteObject = {
  path: 'settings',
  loader: settingsLoader,
  lazy: async () => ({ Component: (await import('./Settings.tsx')).Settings }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./SettingsProfile.tsx')).SettingsProfile }) },
    { path: 'profile', lazy: async () => ({ Component: (await import('./SettingsProfile.tsx')).SettingsProfile }) },
    { path: 'account', lazy: async () => ({ Component: (await import('./SettingsAccount.tsx')).SettingsAccount }) },
    { path: 'media', lazy: async () => ({ Component: (await import('./SettingsMedia.tsx')).SettingsMedia }) },
    { path: 'lists', lazy: async () => ({ Component: (await import('./SettingsLists.tsx')).SettingsLists }) },
    {
      path: 'notifications',
      lazy: async () => ({ Component: (await import('./SettingsNotifications.tsx')).SettingsNotifications }),
    },
    { path: 'import', lazy: async () => ({ Component: (await import('./SettingsImport.tsx')).SettingsImport }) },
    ...developerRoutes,
    {
      path: 'name-clear',
      lazy: info('Previous Names', 'Your previous usernames are kept so that old links to your profile keep working.'),
    },
  ],
};
