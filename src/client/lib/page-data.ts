// Data a server-rendered page was drawn with (docs/decisions/0008-server-rendered-public-pages.md). The
// server's route loaders (src/client/ssr/page-loaders.ts) fill it, keyed like useAsyncData's keys; the server
// renders with it through PageDataContext and sends it in the page's JSON block, and the browser puts it into
// useAsyncData's cache before hydrating, so the first client render shows the same content and fetches nothing.
import { createContext } from 'react';
import type { PageData } from '../../shared/pages/page-module.ts';

/** Set on the server only; in the browser the data is already in useAsyncData's cache. */
export const PageDataContext = createContext<PageData | undefined>(undefined);
