// Administration (docs/product/public-site.md#pages): /administration shows the administrator, the description, the chart and
// the news list; /administration/news shows the news list on its own.
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { siteConfig } from '../../../../config/site.ts';
import { administrationChart } from '../../../../content/org-charts/administration.ts';
import { administrationPage as text } from '../../../../content/pages/office-pages.ts';
import { BackHomeLink } from '../../components/back-home-link.tsx';
import { NewsList } from '../../components/news/news-list.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { imageUrl, siteImage } from '../../lib/image-url.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ChartSection } from './components/chart-section.tsx';
import { PageLinks } from './components/page-links.tsx';
import { usePageHandle } from './lib/use-page-handle.ts';

export function Component() {
  const { page, mode = 'news' } = usePageHandle();
  const newsOnly = page === 'news';
  const listTitle = text.listTitles[mode];
  usePageTitle(newsOnly ? listTitle : text.title);
  const admin = siteConfig.campusAdministrator;

  const list = (
    <NewsList
      office="administration"
      mode={mode}
      title={listTitle}
      emptyText={text.emptyText}
      imagePlace="administration"
      showLoadError
    />
  );

  if (newsOnly) {
    return (
      <>
        <PageHero
          eyebrow="Administration"
          title={listTitle}
          lead={text.newsPageLead}
          crumbs={[{ label: 'Administration', to: '/administration' }, { label: listTitle }]}
        />
        <div className="container-page grid gap-14 py-10 sm:py-14">
          {list}
          <PageLinks links={[{ label: 'About the Administration', to: '/administration' }]} />
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero
        eyebrow="Administration"
        title={text.title}
        lead={text.lead}
        crumbs={[{ label: 'Administration' }]}
      />
      <div className="container-page grid gap-16 py-10 sm:py-14">
        <section
          aria-labelledby="administrator-heading"
          className="grid items-start gap-8 md:grid-cols-[18rem_minmax(0,1fr)] lg:gap-12"
        >
          <figure className="mx-auto w-full max-w-xs overflow-hidden rounded-3xl bg-white shadow-lg shadow-brand-900/10 ring-1 ring-slate-200">
            <img
              src={imageUrl(siteImage(`${admin.image}.svg`), 900, 80)}
              alt={`Portrait of ${admin.name}, ${admin.title}`}
              width={600}
              height={720}
              className="aspect-[5/6] w-full object-cover"
            />
            <figcaption className="border-t-4 border-gold-400 bg-brand-800 px-5 py-4 text-white">
              <span className="block text-lg font-semibold">{admin.name}</span>
              <span className="block text-sm text-brand-100">{admin.title}</span>
            </figcaption>
          </figure>
          <div className="grid gap-5">
            <h2
              id="administrator-heading"
              className="font-display text-2xl font-bold text-slate-900 sm:text-3xl"
            >
              Message from the {admin.title}
            </h2>
            <blockquote className="border-l-4 border-gold-400 pl-5 font-display text-lg leading-8 text-brand-900 sm:text-xl">
              {admin.blurb}
            </blockquote>
            {text.description.map((p) => (
              <p key={p} className="leading-7 text-slate-700">
                {p}
              </p>
            ))}
            <nav aria-label="Administration links" className="flex flex-wrap gap-3 pt-2">
              <Link to="/administration/news" className="btn btn-primary">
                <Newspaper aria-hidden="true" className="size-4" />
                {text.listTitles.news}
              </Link>
              <BackHomeLink />
            </nav>
          </div>
        </section>

        <ChartSection chart={administrationChart} title={text.chartTitle} />

        {list}
      </div>
    </>
  );
}
