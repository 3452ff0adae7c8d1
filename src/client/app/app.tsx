import { RouterProvider } from 'react-router/dom';
import { router } from './router.tsx';

// TanStack Query is provided by layouts/query-layout.tsx around the routes that use it, so the public
// pages' first load does not ship it.
export function App() {
  return <RouterProvider router={router} />;
}
