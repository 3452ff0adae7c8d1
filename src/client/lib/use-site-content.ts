// The public site content (campus alert, home events, open vacancies, quick facts, slides, contacts, quick
// links) from GET /api/site: one request shared by every component of a page (docs/decisions/0015-site-content.md).

import { routeOf } from '../../shared/contract/route-url.ts';
import type { SiteBlocks, SiteContent, siteEndpoints } from '../../shared/contract/site.ts';
import { parseSite } from '../../shared/contract/site-public.ts';
import { SITE_CONTENT_KEY } from '../../shared/pages/page-module.ts';
import { configBlocks } from '../../shared/site-defaults.ts';
import { callEndpoint } from './api-client.ts';
import { type AsyncData, useAsyncData } from './use-async-data.ts';

const siteRoute = routeOf<(typeof siteEndpoints)['content']>('GET', '/api/site');

export async function loadSiteContent(signal: AbortSignal): Promise<SiteContent> {
  return parseSite(await callEndpoint(siteRoute, {}, { signal }));
}

export function useSiteContent(): AsyncData<SiteContent> {
  return useAsyncData(SITE_CONTENT_KEY, loadSiteContent);
}

const defaults = configBlocks();

/** Facts, slides, contacts and quick links: the stored ones, or config/site.ts's until they arrive. */
export function useSiteBlocks(): Omit<SiteBlocks, 'admissions'> {
  return useSiteContent().data ?? defaults;
}

/** The tel: address of a contact phone number as staff write it (spaces, brackets and dashes dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
