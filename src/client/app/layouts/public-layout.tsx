import { Outlet } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import { CampusAlert } from '../../components/campus-alert.tsx';
import { useScrollToTop } from '../../lib/use-scroll-to-top.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeaderIsland } from './site-header.tsx';

export function PublicLayout() {
  useScrollToTop();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700"
      >
        Skip to main content
      </a>
      <CampusAlert />
      <SiteHeaderIsland universityName={siteConfig.university_name} subtitle={siteConfig.subtitle} />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
