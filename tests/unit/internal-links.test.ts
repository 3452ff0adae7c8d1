// Links to pages of this site that do not exist (src/shared/internal-links.ts): which links are this site's,
// and the route table's verdict on each, with a failing and a passing sample per kind of address.
import { describe, expect, it } from 'vitest';
import {
  BROKEN_LINK_FIX,
  brokenLinkMessage,
  internalLinks,
  routeLinkIssues,
  siteTargetOf,
} from '../../src/shared/internal-links.ts';
import { SERVER_DRAWN_PATHS } from '../../src/shared/routes.ts';

const SITE = 'https://sanisidro.smsu.edu.ph';
const link = (href: string, text = 'the page') => `<p>See <a href="${href}">${text}</a>.</p>`;

describe('links to this site', () => {
  it('takes relative addresses and the site’s own origin, not other sites, fragments, mail or phone', () => {
    const html = [
      link('/about/history'),
      link(`${SITE}/news/12`),
      link('https://example.org/news/12'),
      link('//example.org/x'),
      link('#top'),
      link('mailto:registrar@smsu.edu.ph'),
      link('tel:+63781234567'),
      link('faculty'),
    ].join('');
    expect(internalLinks(html, SITE).map((l) => [l.index, l.path])).toEqual([
      [1, '/about/history'],
      [2, '/news/12'],
      [8, '/faculty'],
    ]);
  });

  it('knows the pages of the route table and the addresses that name a record', () => {
    for (const path of [
      '/',
      '/about/history',
      '/programs/BSIT',
      '/programs/bsa/',
      '/research',
      '/events.ics',
    ])
      expect(siteTargetOf(path), path).toEqual({ kind: 'page' });
    // Every page the server draws alone is a page too, so a new one cannot be reported as missing.
    for (const path of SERVER_DRAWN_PATHS) expect(siteTargetOf(path), path).toEqual({ kind: 'page' });
    expect(siteTargetOf('/news/12')).toEqual({ kind: 'article', id: 12 });
    expect(siteTargetOf('/documents/3')).toEqual({ kind: 'document', id: 3 });
    expect(siteTargetOf('/procurement/7')).toEqual({ kind: 'procurement', id: 7 });
    expect(siteTargetOf('/services/transcript-of-records')).toEqual({
      kind: 'service',
      slug: 'transcript-of-records',
    });
    expect(siteTargetOf('/media/articles/a.jpg')).toEqual({ kind: 'page' });
    for (const path of [
      '/about/histroy',
      '/news/latest',
      '/programs/bscs',
      '/news/12/extra',
      '/files/guide.pdf',
    ])
      expect(siteTargetOf(path), path).toBeUndefined();
  });

  it('reports each address no page has as a warning with its place and a plain fix', () => {
    const failing = link('/about/histroy', 'our history');
    const passing = link('/about/history', 'our history');
    expect(routeLinkIssues(failing, SITE)).toEqual([
      {
        kind: 'broken-link',
        severity: 'warning',
        index: 1,
        place: 'our history',
        message: brokenLinkMessage('/about/histroy'),
        fix: BROKEN_LINK_FIX,
      },
    ]);
    expect(brokenLinkMessage('/about/histroy')).toBe(
      "The link '/about/histroy' goes to a page of this site that does not exist.",
    );
    expect(routeLinkIssues(passing, SITE)).toEqual([]);
    expect(routeLinkIssues(link(`${SITE}/abut`), SITE).map((i) => i.index)).toEqual([1]);
    expect(routeLinkIssues(link('https://example.org/abut'), SITE)).toEqual([]);
  });
});
