// Not-found page (docs/product/public-site.md#pages): '404 Page not found' with Go home and Go back, in the
// shared button styles; the heading prints 404 once, large, above its words.
import { ArrowLeft, Home } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  const navigate = useNavigate();
  usePageTitle('Page not found');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-24">
      <h1 className="heading-2 text-slate-900">
        <span className="block font-sans text-6xl font-bold tracking-tight text-brand-700 sm:text-7xl">
          404
        </span>{' '}
        <span className="mt-3 block">Page not found</span>
      </h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you are looking for may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn btn-primary">
          <Home aria-hidden="true" className="size-4" />
          Go home
        </Link>
        <button type="button" onClick={() => navigate(-1)} className="btn btn-outline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go back
        </button>
      </div>
    </section>
  );
}
