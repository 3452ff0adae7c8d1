import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';

/** Shown by a page whose content is still being prepared. */
export function PagePending({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">
        This page is being prepared. Please check back soon, or return to the home page for the latest campus
        news.
      </p>
      <Link to="/" className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4">
        Back to Home
      </Link>
    </section>
  );
}
