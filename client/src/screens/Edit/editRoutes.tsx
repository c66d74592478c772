import type { RouteObject } from 'react-router-dom';
import { mediaEditLoader } from './MediaEditQuery.ts';
import { characterEditLoader, staffEditLoader, studioEditLoader } from './PersonEditQuery.ts';

// The edit pages (social §2, ADR 22). The static type segments rank above /edit/dashboard/:page's parameter and the
// other way round, so the two areas never take each other's paths.
export const editRoutes: RouteObject[] = [
  ...(['ANIME', 'MANGA'] as const).map((type): RouteObject => ({
    path: `edit/${type.toLowerCase()}/:id/:form?/:submissionId?`,
    loader: mediaEditLoader(type),
    lazy: async () => ({ Component: (await import('./MediaEditPage.tsx')).MediaEditPage }),
  })),
  {
    path: 'edit/character/:id',
    loader: characterEditLoader,
    lazy: async () => ({ Component: (await import('./CharacterEditPage.tsx')).CharacterEditPage }),
  },
  {
    path: 'edit/staff/:id',
    loader: staffEditLoader,
    lazy: async () => ({ Component: (await import('./StaffEditPage.tsx')).StaffEditPage }),
  },
  {
    path: 'edit/studio/:id',
    loader: studioEditLoader,
    lazy: async () => ({ Component: (await import('./StudioEditPage.tsx')).StudioEditPage }),
  },
];
