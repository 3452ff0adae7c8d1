import { PagePending } from '../../components/page-pending.tsx';

export function Component() {
  return <PagePending title="Faculty Directory" />;
}
