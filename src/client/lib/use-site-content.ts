// The public site content (campus alert, home events, open vacancies, quick facts, slides, contacts, quick
// links) from GET /api/site: one request shared by every component of a page (docs/decisions/0015-site-content.md).
import { useCallback } from 'react';
import type { SiteBlocks, SiteContent } from '../../shared/contract/site.ts';
import { parseSite } from '../../shared/contract/site-public.ts';
import { configBlocks } from '../../shared/site-defaults.ts';
import { apiFetch } from './api-client.ts';
import { type AsyncData, useAsyncData } from './use-async-data.ts';

export const SITE_URL = '/api/site';

export function useSiteContent(): AsyncData<SiteContent> {
  const load = useCallback(
    async (signal: AbortSignal) => parseSite(await apiFetch<unknown>(SITE_URL, { signal })),
    [],
  );
  return useAsyncData(`GET ${SITE_URL}`, load);
}

const defaults: SiteBlocks = configBlocks();

/** Facts, slides, contacts and quick links: the stored ones, or config/site.ts's until they arrive. */
export function useSiteBlocks(): SiteBlocks {
  return useSiteContent().data ?? defaults;
}
