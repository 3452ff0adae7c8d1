// The route table (src/shared/routes.ts) is the one list of public pages: the server knows a page for every
// entry, every redirect and office link leads to a page, and the menus link only to pages.
import { describe, expect, it } from 'vitest';
import { footerNavigation, navigation } from '../../src/client/app/navigation.ts';
import { matchPage } from '../../src/server/seo/route-meta.ts';
import {
  OFFICE_LIST_TABS,
  OFFICE_PAGE,
  PAGE_ROUTES,
  PROGRAM_SUBS,
  REDIRECTS,
} from '../../src/shared/routes.ts';

const isPage = (path: string) => matchPage(path).kind === 'page';

describe('route table', () => {
  it('gives the server a page for every route and programme', () => {
    for (const route of PAGE_ROUTES)
      expect(matchPage(route.path)).toMatchObject({ kind: 'page', path: route.path });
    for (const sub of PROGRAM_SUBS) expect(isPage(`/programs/${sub}`)).toBe(true);
  });

  it('redirects section addresses to pages', () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      expect(matchPage(from)).toEqual({ kind: 'redirect', location: to });
      expect(isPage(to)).toBe(true);
    }
  });

  it('links offices, tabs and menus only to pages', () => {
    for (const to of Object.values(OFFICE_PAGE)) expect(isPage(to)).toBe(true);
    for (const tabs of Object.values(OFFICE_LIST_TABS))
      for (const tab of tabs) expect(isPage(tab.to)).toBe(true);
    const menuLinks = navigation.flatMap((entry) =>
      entry.kind === 'link' ? [entry.to] : entry.items.map((i) => i.to),
    );
    const footerLinks = footerNavigation.flatMap((column) => column.links.map((l) => l.to));
    for (const to of [...menuLinks, ...footerLinks]) expect(isPage(to)).toBe(true);
  });

  it('answers unknown addresses with not found', () => {
    expect(matchPage('/research/unknown').kind).toBe('not-found');
  });
});
