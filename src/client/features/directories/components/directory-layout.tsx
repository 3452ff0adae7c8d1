// The frame both directories share (docs/product/public-site.md#pages): the hero, the search, the picker
// beside (large screens) or above (small screens) the selected entry, the entry's header (icon, name,
// description) and the links under it. The server draws the selection of the address; a change of selection
// is a new page, which the browser cross-fades (view transitions, src/client/styles/index.css).
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackHomeLink } from '../../../components/back-home-link.tsx';
import { PageHero } from '../../../components/page-hero.tsx';
import { DirectoryPicker, type DirectoryPickerProps } from './directory-picker.tsx';

/** The side list's width on large screens: the programmes' list is narrower and stays in view. */
const PICKER_COLUMN = {
  narrow: 'lg:grid-cols-[18rem_minmax(0,1fr)]',
  wide: 'lg:grid-cols-[20rem_minmax(0,1fr)]',
} as const;

export function DirectoryLayout({
  title,
  lead,
  crumb,
  picker,
  pickerColumn,
  stickyPicker = false,
  search,
  headingId,
  children,
  links,
}: {
  title: string;
  lead: string;
  /** The breadcrumb after 'Faculty & Staff'. */
  crumb: string;
  picker: DirectoryPickerProps;
  pickerColumn: keyof typeof PICKER_COLUMN;
  stickyPicker?: boolean;
  /** The search over both directories, above the picker. */
  search: ReactNode;
  /** The id of the selection's heading (DirectoryHeader), which names its section. */
  headingId: string;
  /** The selection: its DirectoryHeader first, then its content. */
  children: ReactNode;
  /** The links under the directory, after Back to Home. */
  links: ReactNode;
}) {
  return (
    <>
      <PageHero
        eyebrow="Faculty & Staff"
        title={title}
        lead={lead}
        crumbs={[{ label: 'Faculty & Staff' }, { label: crumb }]}
      />
      <div className="container-page pt-8 sm:pt-12">{search}</div>
      <div
        className={`container-page grid grid-cols-[minmax(0,1fr)] gap-6 py-8 sm:py-12 lg:gap-10 ${PICKER_COLUMN[pickerColumn]}`}
      >
        <div className={stickyPicker ? 'lg:sticky lg:top-24 lg:self-start' : 'lg:self-start'}>
          <DirectoryPicker {...picker} />
        </div>

        <div className="min-w-0" data-testid="directory-selection">
          <section aria-labelledby={headingId} className="grid gap-8">
            {children}
          </section>
        </div>
      </div>

      <nav aria-label="More" className="container-page flex flex-wrap gap-3 pb-14">
        <BackHomeLink />
        {links}
      </nav>
    </>
  );
}

/** The selected entry's icon, name (with an optional line above it) and description. */
export function DirectoryHeader({
  headingId,
  icon: Icon,
  iconClassName,
  eyebrow,
  name,
  description,
}: {
  headingId: string;
  icon: LucideIcon;
  /** Colours of the icon's tile. */
  iconClassName: string;
  eyebrow?: string;
  name: string;
  description: string;
}) {
  const heading = (
    <h2 id={headingId} className="heading-2 text-slate-900">
      {name}
    </h2>
  );
  return (
    <header>
      <div className="flex items-center gap-4">
        <span className={`grid size-12 shrink-0 place-items-center rounded-2xl sm:size-14 ${iconClassName}`}>
          <Icon aria-hidden="true" className="size-6 sm:size-7" />
        </span>
        {eyebrow ? (
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700">{eyebrow}</p>
            {heading}
          </div>
        ) : (
          heading
        )}
      </div>
      <p className="mt-3 max-w-3xl leading-7 text-slate-600">{description}</p>
    </header>
  );
}
