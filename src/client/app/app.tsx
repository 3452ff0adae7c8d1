import { useEffect } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

// TanStack Query is provided by layouts/query-layout.tsx around the routes that use it, so the public
// pages' first load does not ship it.
export function App({ router }: { router: DataRouter }) {
  // Marks the moment the page is interactive (after hydration of a server-rendered page); browser tests
  // wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <RouterProvider router={router} />;
}
