import { createBrowserRouter, redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/Layout/Layout.tsx';
import { LayoutError, RouteError } from './errors/RouteErrors.tsx';
import { InitialLoading } from './InitialLoading.tsx';
import { landingLoader } from '../screens/Landing/LandingQuery.ts';
import { searchLoader } from '../screens/Search/SearchQuery.ts';
import { mediaRoute } from '../screens/MediaPage/mediaRoutes.tsx';
import { entityRoutes } from '../screens/Character/entityRoutes.ts';
import { NotFound } from '../screens/NotFound/NotFound.tsx';
import { Maintenance } from '../screens/Maintenance/Maintenance.tsx';
import { About } from '../screens/About/About.tsx';
import { homeLoader, socialLoader } from '../screens/Home/HomeQuery.ts';
import { airingLoader } from '../screens/Airing/AiringQuery.ts';
import { recommendationsLoader } from '../screens/Recommendations/RecommendationsQuery.ts';
import { activityLoader } from '../screens/Activity/ActivityPageQuery.ts';
import { notificationsLoader } from '../screens/Notifications/NotificationsQuery.ts';
import { reviewsLoader } from '../screens/Reviews/ReviewsQuery.ts';
import { reviewLoader } from '../screens/Reviews/ReviewPageQuery.ts';
import { reviewEditorLoader } from '../screens/Reviews/ReviewEditorQuery.ts';
import { forumRoutes } from '../screens/Forum/forumRoutes.ts';
import { editRoutes } from '../screens/Edit/editRoutes.tsx';
import { dashboardRoute } from '../screens/Dashboard/dashboardRoutes.tsx';
import { moderatorsLoader } from '../screens/Moderators/ModeratorsQuery.ts';
import { siteStatsLoader } from '../screens/SiteStats/SiteStatsQuery.ts';
import { listicleLoader } from '../screens/Listicles/ListicleQuery.ts';
import { userRoute } from '../screens/User/userRoutes.tsx';
import { settingsRoute } from '../screens/Settings/settingsRoutes.tsx';
import { authorizeRoute } from '../screens/OAuth/authorizeRoute.ts';
import { setupLoader } from '../screens/Setup/SetupQuery.ts';
import { isLoggedIn, redirectViewerHome } from '../session/guards.ts';
import { authorizeUrl } from '../screens/Auth/loginRules.ts';
import { trackNavigation } from './navigationHistory.ts';
import { withChunkTimeouts } from './chunkTimeout.ts';

const auth = (name: string) => async () => {
  const screens = await import('../screens/Auth/authScreens.ts');
  return { Component: screens[name as keyof typeof screens] };
};

const setupStep = (path: string | undefined, name: string) => ({
  ...(path ? { path } : { index: true }),
  lazy: async () => {
    const steps = await import('../screens/Setup/setupScreens.ts');
    return { Component: steps[name as keyof typeof steps] };
  },
});

/** A logged-in viewer opening /login goes home, or straight on to the authorize page when an API client asked. */
function loginLoader({ request }: LoaderFunctionArgs) {
  const forward = authorizeUrl(new URL(request.url).search);
  if (forward && isLoggedIn()) throw redirectDocument(forward);
  if (!forward) redirectViewerHome();
  return null;
}

// Loaders are imported eagerly and screens lazily, so a screen's code and its data load in parallel.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Layout />,
    errorElement: <LayoutError />,
    hydrateFallbackElement: <InitialLoading />,
    children: [
      {
        // Per-page boundary inside the layout; the router clears it on the next navigation.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: () => {
              redirectViewerHome();
              return landingLoader();
            },
            lazy: async () => ({ Component: (await import('../screens/Landing/Landing.tsx')).Landing }),
          },
          { path: 'search', loader: () => redirect('/search/anime') },
          {
            path: 'search/:type/:alias?',
            loader: searchLoader,
            lazy: async () => ({ Component: (await import('../screens/Search/SearchScreen.tsx')).SearchScreen }),
          },
          ...(['ANIME', 'MANGA'] as const).map(mediaRoute),
          ...entityRoutes,
          { path: 'home', loader: homeLoader, lazy: async () => ({ Component: (await import('../screens/Home/Home.tsx')).Home }) },
          {
            path: 'airing',
            loader: airingLoader,
            lazy: async () => ({ Component: (await import('../screens/Airing/Airing.tsx')).Airing }),
          },
          {
            path: 'recommendations',
            loader: recommendationsLoader,
            lazy: async () => ({ Component: (await import('../screens/Recommendations/Recommendations.tsx')).Recommendations }),
          },
          {
            path: 'activity/:id',
            loader: activityLoader,
            lazy: async () => ({ Component: (await import('../screens/Activity/ActivityPage.tsx')).ActivityPage }),
          },
          {
            path: 'notifications',
            loader: notificationsLoader,
            lazy: async () => ({ Component: (await import('../screens/Notifications/Notifications.tsx')).Notifications }),
          },
          {
            path: 'reviews',
            loader: reviewsLoader,
            lazy: async () => ({ Component: (await import('../screens/Reviews/Reviews.tsx')).Reviews }),
          },
          {
            path: 'review/:id',
            loader: reviewLoader,
            lazy: async () => ({ Component: (await import('../screens/Reviews/ReviewPage.tsx')).ReviewPage }),
          },
          {
            path: 'review/editor/:mediaId/:uId?',
            loader: reviewEditorLoader,
            lazy: async () => ({ Component: (await import('../screens/Reviews/ReviewEditor.tsx')).ReviewEditor }),
          },
          ...forumRoutes,
          ...editRoutes,
          dashboardRoute,
          {
            path: 'article/:listicle',
            loader: listicleLoader,
            lazy: async () => ({ Component: (await import('../screens/Listicles/Listicle.tsx')).Listicle }),
          },
          {
            path: 'moderators',
            loader: moderatorsLoader,
            lazy: async () => ({ Component: (await import('../screens/Moderators/Moderators.tsx')).Moderators }),
          },
          {
            path: 'site-stats',
            loader: siteStatsLoader,
            lazy: async () => ({ Component: (await import('../screens/SiteStats/SiteStats.tsx')).SiteStats }),
          },
          userRoute,
          { path: 'social', loader: socialLoader, lazy: async () => ({ Component: (await import('../screens/Home/Home.tsx')).Home }) },
          { path: 'login', loader: loginLoader, lazy: auth('Login') },
          {
            path: 'signup',
            loader: () => {
              redirectViewerHome();
              return null;
            },
            lazy: auth('Signup'),
          },
          { path: 'register', loader: () => redirect('/') },
          { path: 'forgot', lazy: auth('ForgotPassword') },
          { path: 'reverify', lazy: auth('Reverify') },
          { path: 'reset-password/:token', lazy: auth('ResetPassword') },
          { path: 'verify-email/:token', lazy: auth('VerifyEmail') },
          { path: 'confirm-location/:token', lazy: auth('ConfirmLocation') },
          {
            path: 'setup',
            loader: setupLoader,
            lazy: async () => ({ Component: (await import('../screens/Setup/Setup.tsx')).Setup }),
            children: [
              setupStep(undefined, 'SetupLanguage'),
              setupStep('language', 'SetupLanguage'),
              setupStep('scores', 'SetupScores'),
              setupStep('avatar', 'SetupAvatar'),
              setupStep('color', 'SetupColor'),
              setupStep('complete', 'SetupComplete'),
            ],
          },
          settingsRoute,
          { path: '404', element: <NotFound /> },
          { path: '503', element: <Maintenance /> },
          { path: 'about', element: <About /> },
          { path: 'terms', lazy: async () => ({ Component: (await import('../screens/Terms/Terms.tsx')).Terms }) },
          { path: 'apps', lazy: async () => ({ Component: (await import('../screens/Apps/Apps.tsx')).Apps }) },
          { path: 'donate', lazy: async () => ({ Component: (await import('../screens/Donate/Donate.tsx')).Donate }) },
          { path: 'docs/api', lazy: async () => ({ Component: (await import('../screens/ApiDocs/ApiDocs.tsx')).ApiDocs }) },
          {
            path: 'docs/submission-manual',
            lazy: async () => ({ Component: (await import('../screens/SubmissionManual/SubmissionManual.tsx')).SubmissionManual }),
          },
          authorizeRoute,
          { path: '*', loader: () => redirect('/404') },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(withChunkTimeouts(routes));
  trackNavigation(router);
  return router;
}
