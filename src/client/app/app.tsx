import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { markInteractive } from '../lib/interactive-mark.tsx';

// TanStack Query is provided by layouts/query-layout.tsx around the routes that use it, so the public
// pages' first load does not ship it.
export function App({ router }: { router: DataRouter }) {
  // Marks the moment the page is interactive (after hydration of a server-rendered page, and of the lazy screen
  // it shows: lib/interactive-mark.tsx); browser tests wait for it before they click.
  useEffect(markInteractive, []);
  return <RouterProvider router={router} />;
}
