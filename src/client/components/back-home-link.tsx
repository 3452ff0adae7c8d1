// The "Back to Home" button that closes the public pages (and sits in the charter's hero).
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

export function BackHomeLink({ className = 'btn btn-outline' }: { className?: string }) {
  return (
    <Link to="/" className={className}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Home
    </Link>
  );
}
