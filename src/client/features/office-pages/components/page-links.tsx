// Closing links of an office page: Back to Home plus related pages.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { BackHomeLink } from '../../../components/back-home-link.tsx';

export function PageLinks({ links }: { links: { label: string; to: string }[] }) {
  return (
    <nav aria-label="More" className="flex flex-wrap gap-3 border-t border-slate-200 pt-8">
      <BackHomeLink />
      {links.map((l) => (
        <Link key={l.to} to={l.to} className="btn btn-outline">
          {l.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
