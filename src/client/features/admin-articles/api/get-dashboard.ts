// GET /api/admin/dashboard: counts, recent edits, scheduled articles and drafts of the user's offices. One
// query, shared by the dashboard's action cards and its counts.
import { useQuery } from '@tanstack/react-query';
import { adminArticleEndpoints } from '../../../../shared/contract/articles.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export const DASHBOARD_QUERY_KEY = ['admin', 'dashboard'] as const;

export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: ({ signal }) => portalCall(adminArticleEndpoints.dashboard, {}, { signal }),
    staleTime: 0,
  });
}
