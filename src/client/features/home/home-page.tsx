import { Link } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function Component() {
  usePageTitle('Home');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="container-page py-16 sm:py-24">
        <h1 className="max-w-3xl font-display text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Welcome to {siteConfig.campus_name}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">{siteConfig.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/about"
            className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
          >
            About Our Campus
          </Link>
          <Link
            to="/faculty"
            className="rounded-lg border border-brand-700 px-5 py-3 font-medium text-brand-700 hover:bg-brand-50"
          >
            Our Faculty
          </Link>
          <Link
            to="/staff"
            className="rounded-lg border border-brand-700 px-5 py-3 font-medium text-brand-700 hover:bg-brand-50"
          >
            Campus Staff
          </Link>
        </div>
      </div>
    </section>
  );
}
