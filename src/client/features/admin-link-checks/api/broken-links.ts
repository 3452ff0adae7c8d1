// The broken links of published articles (src/shared/contract/link-checks.ts), per office.
import { useQuery } from '@tanstack/react-query';
import { linkCheckEndpoints } from '../../../../shared/contract/link-checks.ts';
import { portalCall } from '../../../lib/portal-call.ts';

export function useBrokenLinks() {
  return useQuery({
    queryKey: ['broken-links'],
    queryFn: ({ signal }) => portalCall(linkCheckEndpoints.broken, {}, { signal }),
    staleTime: 0,
  });
}
