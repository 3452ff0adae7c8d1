import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  const navigate = useNavigate();
  usePageTitle('Page not found');
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 heading-2 text-slate-900">404 Page not found</h1>
      <p className="mt-2 max-w-md text-slate-600">
        The page you are looking for may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex gap-3">
        <Link
          to="/"
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
        >
          Go home
        </Link>
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium text-slate-700 hover:bg-slate-50"
        >
          Go back
        </button>
      </div>
    </section>
  );
}
