import { useEffect } from 'react';
import { siteConfig } from '../../../config/site.ts';

/** Sets document.title to "{title} | {site}" and restores the previous title on leaving. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | ${siteConfig.site_name}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
