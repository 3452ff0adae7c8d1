import { siteConfig } from '../../../config/site.ts';

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="container-page grid gap-2 py-8 text-sm">
        <p className="font-semibold text-white">{siteConfig.campus_name}</p>
        <p>{siteConfig.address}</p>
        <p>
          <a
            className="underline underline-offset-2 hover:text-white"
            href={`mailto:${siteConfig.contact_email}`}
          >
            {siteConfig.contact_email}
          </a>
        </p>
        <p className="text-brand-200">
          © {year} {siteConfig.university_name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
