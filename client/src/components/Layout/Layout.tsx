import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ProgressBar, ProgressFallback } from '../../system/ProgressBar.tsx';
import { ScrollManager } from '../../system/ScrollManager.tsx';
import { DesktopNav } from '../Nav/DesktopNav.tsx';
import { MobileNav } from '../Nav/MobileNav.tsx';
import { QuickSearch } from '../QuickSearch/QuickSearch.tsx';
import { QuickSearchProvider } from '../QuickSearch/quickSearchState.tsx';
import { Footer } from '../Footer/Footer.tsx';
import { Toaster } from '../Toasts/Toaster.tsx';
import { DialogHost } from '../Dialog/DialogHost.tsx';
import { ListEditorHost } from '../ListEditor/ListEditorHost.tsx';
import { AdSlot } from '../Ads/AdSlot.tsx';
import styles from './Layout.module.css';

/**
 * The shell of every page (social §2): progress bar, navigation, the page, list editor (logged in and open only),
 * the rich ad when ads are enabled, footer; toasts and dialogs above.
 */
export function Layout() {
  return (
    <QuickSearchProvider>
      <ProgressBar />
      <ScrollManager />
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <DesktopNav />
      <MobileNav />
      <main id="main" className={styles.main}>
        <Suspense fallback={<ProgressFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <AdSlot slot="page" />
      <Footer />
      <QuickSearch />
      <ListEditorHost />
      <Toaster />
      <DialogHost />
    </QuickSearchProvider>
  );
}
