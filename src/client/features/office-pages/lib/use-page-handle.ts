import { useMatches } from 'react-router';
import type { PageHandle } from '../../../../shared/routes.ts';

/** The route handle of the current page (its variant: page and list mode). */
export function usePageHandle(): PageHandle {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle as PageHandle | undefined) ?? {};
}
