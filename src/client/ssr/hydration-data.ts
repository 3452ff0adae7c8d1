// The router state a server-rendered page was drawn with, carried to the browser in a non-executing
// <script type="application/json" id="router-data"> block, so the Content Security Policy can stay
// script-src 'self' (no inline script, no nonce).
import type { HydrationState } from 'react-router';
import type { PageData } from '../../shared/pages/page-module.ts';
import type { ViewportGuess } from '../lib/use-media-query.ts';

/** The router's hydration state and the data the page was drawn with (lib/page-data.ts). */
export interface PageHydration extends HydrationState {
  pageData?: PageData;
  /** The screen the server drew the page for (lib/use-media-query.ts). */
  viewport?: ViewportGuess;
  /** The site's configured address (lib/site-url.ts). */
  siteUrl?: string;
}

export const HYDRATION_ELEMENT_ID = 'router-data';

/**
 * Only the server's own data block matches: a non-executing JSON script with that id. Article content can
 * carry no script and its ids are prefixed (user-content-…, src/shared/html-policy.ts), but even an element of
 * the page that somehow took the id could not stand in for the data (a <p id="router-data"> is no script).
 */
export const HYDRATION_SELECTOR = `script[type="application/json"]#${HYDRATION_ELEMENT_ID}`;

/** JSON safe inside a <script> element: no value can close it or open a comment. */
export function hydrationJson(state: PageHydration): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state written by the server, or undefined when the page was not server-rendered. */
export function readHydrationData(doc: Document): PageHydration | undefined {
  const el = doc.querySelector(HYDRATION_SELECTOR);
  if (!el?.textContent) return undefined;
  try {
    return JSON.parse(el.textContent) as PageHydration;
  } catch {
    return undefined;
  }
}
