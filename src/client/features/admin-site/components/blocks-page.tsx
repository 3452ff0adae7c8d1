// /administrator/site/content (superadmins): quick facts, the home page slideshow, the contact block, quick
// links and admissions, one section (tab) each with its own Save (issue 38): a tab whose section has unsaved
// changes is marked, leaving with unsaved changes asks first, and the open section is in the address
// (?section=). A refused save keeps what was typed and shows each error next to its field. Slides take their
// pictures through the same drop zone and description box as article photos.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
} from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  admissionsBlockSchema,
  contactsSchema,
  factsSchema,
  quickLinksSchema,
  SITE_LIMITS,
  type SiteBlockKey,
  type SiteBlocks,
  slidesSchema,
} from '../../../../shared/contract/site.ts';
import { type FieldErrors, issuesToErrors } from '../../../../shared/field-errors.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
} from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { DescriptionInput, DropZone, IMAGE_LIMITS } from '../../../components/admin/photo-inputs.tsx';
import { ReviewDateLine } from '../../../components/admin/review-date-line.tsx';
import { REVIEW_DATES_QUERY_KEY } from '../../../lib/api/review-dates.ts';
import { imageUrl } from '../../../lib/image-url.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard.ts';
import { getBlocks, saveBlock, uploadSlideImage } from '../api/site-admin.ts';

const SCHEMAS: Record<SiteBlockKey, z.ZodType> = {
  facts: factsSchema,
  slides: slidesSchema,
  contacts: contactsSchema,
  quick_links: quickLinksSchema,
  admissions: admissionsBlockSchema,
};

/** The sections in their tab order, each with its tab's name. */
const SECTIONS: ReadonlyArray<{ key: SiteBlockKey; label: string }> = [
  { key: 'facts', label: 'Quick facts' },
  { key: 'slides', label: 'Slideshow' },
  { key: 'contacts', label: 'Contact details' },
  { key: 'quick_links', label: 'Quick links' },
  { key: 'admissions', label: 'Admissions' },
];
const isSection = (v: string | null): v is SiteBlockKey => SECTIONS.some((s) => s.key === v);

/** Each section tells the page whether it holds unsaved changes. */
const UnsavedContext = createContext<(key: SiteBlockKey, unsaved: boolean) => void>(() => {});

export function Component() {
  usePageTitle('Site content');
  const blocks = useQuery({ queryKey: ['admin', 'site', 'blocks'], queryFn: getBlocks });
  const [search, setSearch] = useSearchParams();
  const asked = search.get('section');
  const section: SiteBlockKey = isSection(asked) ? asked : 'facts';
  const [unsaved, setUnsaved] = useState<Partial<Record<SiteBlockKey, boolean>>>({});
  const markUnsaved = useCallback(
    (key: SiteBlockKey, value: boolean) =>
      setUnsaved((u) => (Boolean(u[key]) === value ? u : { ...u, [key]: value })),
    [],
  );
  const anyUnsaved = Object.values(unsaved).some(Boolean);
  // Changing tabs keeps every section's edits (the panels stay mounted); leaving the screen asks first.
  const blocker = useUnsavedGuard(anyUnsaved);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Site content</h1>
        <p className="mt-1 text-sm text-slate-600">
          The home page’s quick facts and slideshow, the contact details shown on the home page and in the
          footer, the quick links, and the intake dates, steps and documents of the Admissions page. Each
          section has its own Save. Fields marked <span className="text-red-700">*</span> are required.
        </p>
      </div>
      <ErrorLine message={blocks.isError ? (portalErrorMessage(blocks.error) ?? 'Failed to fetch') : null} />
      {blocks.isPending ? (
        <p className="py-6 text-center text-slate-600">Loading…</p>
      ) : blocks.data ? (
        <UnsavedContext.Provider value={markUnsaved}>
          <Tabs
            selectedKey={section}
            onSelectionChange={(key) => {
              const next = new URLSearchParams(search);
              next.set('section', String(key));
              setSearch(next, { replace: true });
            }}
            className="flex flex-col gap-4"
          >
            <TabList
              aria-label="Sections"
              className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1"
            >
              {SECTIONS.map((s) => (
                <Tab
                  key={s.key}
                  id={s.key}
                  className="flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-t-lg border-b-3 border-transparent px-3 text-sm font-medium whitespace-nowrap text-slate-700 outline-none hover:bg-slate-100 data-selected:border-brand-700 data-selected:text-brand-900 data-focus-visible:ring-3 data-focus-visible:ring-gold-400"
                >
                  {s.label}
                  {unsaved[s.key] ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-600" />
                      Not saved
                    </span>
                  ) : null}
                </Tab>
              ))}
            </TabList>
            <Panel id="facts">
              <FactsForm initial={blocks.data.facts} />
            </Panel>
            <Panel id="slides">
              <SlidesForm initial={blocks.data.slides} />
            </Panel>
            <Panel id="contacts">
              <ContactsForm initial={blocks.data.contacts} />
            </Panel>
            <Panel id="quick_links">
              <QuickLinksForm initial={blocks.data.quick_links} />
            </Panel>
            <Panel id="admissions">
              <AdmissionsForm initial={blocks.data.admissions} />
            </Panel>
          </Tabs>
        </UnsavedContext.Provider>
      ) : null}
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title="Leave without saving?"
        message={`Not saved: ${SECTIONS.filter((s) => unsaved[s.key])
          .map((s) => s.label)
          .join(', ')}. Those changes will be lost if you leave.`}
        confirmLabel="Leave without saving"
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}

/**
 * A section's panel: kept mounted while another tab shows, so nothing typed is lost. It opens with the
 * section's review line (ADR 0051): when it was last reviewed, when it is due, and "Mark as reviewed".
 */
function Panel({ id, children }: { id: SiteBlockKey; children: ReactNode }) {
  return (
    <TabPanel id={id} shouldForceMount className="flex flex-col gap-4 outline-none data-inert:hidden">
      <ReviewDateLine kind="site_section" itemKey={id} />
      {children}
    </TabPanel>
  );
}

/**
 * Saving one block: checks with the shared contract, then the server; errors keyed by path ('2.label').
 * `value` is what Save would send now; it differs from the last saved one while there are unsaved changes.
 */
function useBlockSave<K extends SiteBlockKey>(key: K, value: unknown) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const current = JSON.stringify(value);
  const [saved, setSaved] = useState(current);
  const unsaved = current !== saved;
  const markUnsaved = useContext(UnsavedContext);
  useEffect(() => markUnsaved(key, unsaved), [markUnsaved, key, unsaved]);
  const save = async () => {
    const parsed = SCHEMAS[key].safeParse(value);
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await saveBlock(key, parsed.data as SiteBlocks[K]);
      setSaved(current);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'site', 'blocks'] });
      // A save counts as a review: the section's review line moves on.
      void queryClient.invalidateQueries({ queryKey: REVIEW_DATES_QUERY_KEY });
      setDialog({ kind: 'success', title: 'Success', message: 'Changes saved' });
    } catch (error) {
      setDialog({ kind: 'error', title: 'Not saved', message: portalErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const dialogElement = <MessageDialog message={dialog} onClose={closeDialog} />;
  return { errors, busy, save, dialogElement, setErrors };
}

function BlockForm({
  title,
  intro,
  onSubmit,
  busy,
  formError,
  children,
  footer,
}: {
  title: string;
  intro: string;
  onSubmit: () => void;
  busy: boolean;
  formError?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const id = useId();
  return (
    <form
      noValidate
      aria-labelledby={id}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{intro}</p>
      </div>
      {children}
      {formError && <ErrorLine message={formError} />}
      <div className="flex flex-wrap gap-3">
        {footer}
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Saving…' : `Save ${title.toLowerCase()}`}
        </button>
      </div>
    </form>
  );
}

const rowClass = 'grid gap-3 rounded-xl border border-slate-200 p-3 sm:p-4';

function RowTools({
  index,
  count,
  noun,
  onMove,
  onRemove,
  min = 0,
}: {
  index: number;
  count: number;
  noun: string;
  onMove: (from: number, to: number) => void;
  onRemove: (i: number) => void;
  min?: number;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`Move ${noun} ${index + 1} up`}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`Move ${noun} ${index + 1} down`}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={count <= min}
        onClick={() => onRemove(index)}
        aria-label={`Remove ${noun} ${index + 1}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * A list of rows the editor can add to, reorder and remove from (the admissions steps and documents): a heading,
 * the list's own error, each row drawn by `children` with its move and remove buttons, and an Add button.
 */
function RowList<T extends { key: string }>({
  heading,
  error,
  items,
  setItems,
  noun,
  addLabel,
  max,
  min = 0,
  blank,
  alignEnd,
  children,
}: {
  heading: string;
  error?: string;
  items: T[];
  setItems: (update: (list: T[]) => T[]) => void;
  noun: string;
  addLabel: string;
  max: number;
  min?: number;
  /** A new empty row (without its key). */
  blank: () => Omit<T, 'key'>;
  /** Line the buttons up with the bottom of a one-field row. */
  alignEnd?: boolean;
  children: (item: T, index: number, update: (patch: Partial<T>) => void) => ReactNode;
}) {
  return (
    <>
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <ErrorLine message={error ?? null} />
      <ol className="grid gap-3">
        {items.map((item, i) => (
          <li
            key={item.key}
            className={`${rowClass} sm:grid-cols-[1fr_auto] ${alignEnd ? 'sm:items-end' : 'sm:items-start'}`}
          >
            {children(item, i, (patch) =>
              setItems((list) => list.map((x, j) => (j === i ? { ...x, ...patch } : x))),
            )}
            <RowTools
              index={i}
              count={items.length}
              noun={noun}
              min={min}
              onMove={(a, b) => setItems((list) => move(list, a, b))}
              onRemove={(j) => setItems((list) => list.filter((_, k) => k !== j))}
            />
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={items.length >= max}
          onClick={() => setItems((list) => [...list, { ...blank(), key: `new-${Date.now()}` } as T])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </button>
      </div>
    </>
  );
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function FactsForm({ initial }: { initial: SiteBlocks['facts'] }) {
  const [facts, setFacts] = useState(() =>
    initial.map((f) => ({ label: f.label, value: String(f.value), note: f.note ?? '' })),
  );
  const { errors, busy, save, dialogElement } = useBlockSave(
    'facts',
    facts.map((f) => ({ label: f.label, value: f.value.trim(), note: f.note || null })),
  );
  const set = (i: number, k: 'label' | 'value' | 'note', v: string) =>
    setFacts((list) => list.map((f, j) => (j === i ? { ...f, [k]: v } : f)));
  return (
    <BlockForm
      title="Quick facts"
      intro="The five figures on the home page, counted up as visitors scroll to them."
      busy={busy}
      formError={errors._form}
      onSubmit={save}
    >
      <ol className="grid gap-3">
        {facts.map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: exactly five fixed positions
          <li key={i} className={`${rowClass} sm:grid-cols-3`}>
            <Field label={`Fact ${i + 1}: label`} required error={errors[`${i}.label`]}>
              <input
                className={inputClass}
                value={f.label}
                maxLength={SITE_LIMITS.factLabel}
                onChange={(e) => set(i, 'label', e.target.value)}
              />
            </Field>
            <Field label={`Fact ${i + 1}: figure`} required error={errors[`${i}.value`]}>
              <input
                className={inputClass}
                inputMode="numeric"
                value={f.value}
                onChange={(e) => set(i, 'value', e.target.value)}
              />
            </Field>
            <Field label={`Fact ${i + 1}: note`} optional error={errors[`${i}.note`]}>
              <input
                className={inputClass}
                value={f.note}
                maxLength={SITE_LIMITS.factNote}
                onChange={(e) => set(i, 'note', e.target.value)}
              />
            </Field>
          </li>
        ))}
      </ol>
      {dialogElement}
    </BlockForm>
  );
}

function SlidesForm({ initial }: { initial: SiteBlocks['slides'] }) {
  const [slides, setSlides] = useState(() => initial.map((s, i) => ({ ...s, key: `${i}` })));
  const [uploading, setUploading] = useState<number | null>(null);
  const [progress, setProgress] = useState(0);
  const [uploadErrors, setUploadErrors] = useState<Record<number, string>>({});
  const { errors, busy, save, dialogElement } = useBlockSave(
    'slides',
    slides.map(({ image, caption, alt }) => ({ image, caption, alt })),
  );
  const set = (i: number, k: 'caption' | 'alt' | 'image', v: string) =>
    setSlides((list) => list.map((s, j) => (j === i ? { ...s, [k]: v } : s)));
  const upload = async (i: number, file: File | undefined) => {
    if (!file) return;
    setUploading(i);
    setProgress(0);
    setUploadErrors((x) => ({ ...x, [i]: '' }));
    try {
      set(i, 'image', await uploadSlideImage(file, setProgress));
    } catch (error) {
      setUploadErrors((x) => ({
        ...x,
        [i]: portalErrorMessage(error) ?? 'The image could not be uploaded.',
      }));
    } finally {
      setUploading(null);
    }
  };
  return (
    <BlockForm
      title="Home page slideshow"
      intro={`The photos beside the welcome text on the home page, in this order (${SITE_LIMITS.slidesMin} to ${SITE_LIMITS.slidesMax}).`}
      busy={busy || uploading !== null}
      formError={errors._form}
      onSubmit={save}
      footer={
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={slides.length >= SITE_LIMITS.slidesMax}
          onClick={() =>
            setSlides((list) => [...list, { key: `new-${Date.now()}`, image: '', caption: '', alt: '' }])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a slide
        </button>
      }
    >
      <ol className="grid gap-3">
        {slides.map((s, i) => (
          <SlideRow
            key={s.key}
            index={i}
            count={slides.length}
            slide={s}
            uploading={uploading === i ? progress : null}
            pictureError={uploadErrors[i] || errors[`${i}.image`]}
            captionError={errors[`${i}.caption`]}
            altError={errors[`${i}.alt`]}
            onPick={(file) => upload(i, file)}
            onChange={(k, v) => set(i, k, v)}
            onMove={(a, b) => setSlides((list) => move(list, a, b))}
            onRemove={(j) => setSlides((list) => list.filter((_, k) => k !== j))}
          />
        ))}
      </ol>
      {dialogElement}
    </BlockForm>
  );
}

/** One slide: its picture (the drop zone article photos use), caption and description. */
function SlideRow({
  index: i,
  count,
  slide: s,
  uploading,
  pictureError,
  captionError,
  altError,
  onPick,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  slide: { image: string; caption: string; alt: string };
  /** The upload's progress while this slide's picture is sent. */
  uploading: number | null;
  pictureError?: string;
  captionError?: string;
  altError?: string;
  onPick: (file: File | undefined) => void;
  onChange: (key: 'caption' | 'alt', value: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (i: number) => void;
}) {
  const errorId = useId();
  return (
    <li className={`${rowClass} sm:grid-cols-[14rem_1fr]`}>
      <div className="flex flex-col gap-2">
        {s.image ? (
          <img
            src={imageUrl(s.image, 360, 60)}
            alt={s.alt}
            className="aspect-[16/10] w-full rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <div className="grid aspect-[16/10] w-full place-items-center rounded-lg bg-slate-100 text-sm text-slate-600">
            No photo yet
          </div>
        )}
        <DropZone
          label={
            uploading !== null
              ? `Uploading… ${Math.round(uploading)}%`
              : `${s.image ? 'Replace' : 'Choose or drop'} the photo of slide ${i + 1}`
          }
          hint={IMAGE_LIMITS}
          disabled={uploading !== null}
          invalid={Boolean(pictureError)}
          describedBy={pictureError ? errorId : undefined}
          onFiles={(files) => onPick(files[0])}
        />
        {pictureError ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {pictureError}
          </p>
        ) : null}
      </div>
      <div className="grid content-start gap-3">
        <Field label={`Slide ${i + 1}: caption`} required error={captionError}>
          <input
            className={inputClass}
            value={s.caption}
            maxLength={SITE_LIMITS.slideCaption}
            onChange={(e) => onChange('caption', e.target.value)}
          />
        </Field>
        <div className="-mx-2">
          <DescriptionInput
            label={`Slide ${i + 1}`}
            value={{ alt: s.alt, decorative: false }}
            onChange={(d) => onChange('alt', d.alt)}
            error={altError}
            maxLength={SITE_LIMITS.slideAlt}
            decorativeAllowed={false}
          />
        </div>
        <RowTools
          index={i}
          count={count}
          noun="slide"
          min={SITE_LIMITS.slidesMin}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
    </li>
  );
}

function ContactsForm({ initial }: { initial: SiteBlocks['contacts'] }) {
  const [c, setC] = useState(() => ({
    ...initial,
    social: initial.social.map((s, i) => ({ ...s, key: `${i}` })),
  }));
  const { errors, busy, save, dialogElement } = useBlockSave('contacts', {
    address: c.address,
    email: c.email,
    phone: c.phone,
    social: c.social.map(({ label, url }) => ({ label, url })),
  });
  const setSocial = (i: number, k: 'label' | 'url', v: string) =>
    setC((x) => ({ ...x, social: x.social.map((s, j) => (j === i ? { ...s, [k]: v } : s)) }));
  return (
    <BlockForm
      title="Contact details"
      intro="Shown in the home page’s Contact Us section and in the footer of every page."
      busy={busy}
      formError={errors._form}
      onSubmit={save}
      footer={
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={c.social.length >= SITE_LIMITS.socialMax}
          onClick={() =>
            setC((x) => ({ ...x, social: [...x.social, { key: `new-${Date.now()}`, label: '', url: '' }] }))
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a social link
        </button>
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Address" required error={errors.address} className="sm:col-span-2">
          <input
            className={inputClass}
            value={c.address}
            onChange={(e) => setC({ ...c, address: e.target.value })}
          />
        </Field>
        <Field label="E-mail" required error={errors.email}>
          <input
            type="email"
            className={inputClass}
            value={c.email}
            onChange={(e) => setC({ ...c, email: e.target.value })}
          />
        </Field>
        <Field label="Phone" required error={errors.phone}>
          <input
            className={inputClass}
            value={c.phone}
            onChange={(e) => setC({ ...c, phone: e.target.value })}
          />
        </Field>
      </div>
      <h3 className="text-sm font-semibold text-slate-900">Social pages</h3>
      <ol className="grid gap-3">
        {c.social.map((s, i) => (
          <li key={s.key} className={`${rowClass} sm:grid-cols-[1fr_1fr_auto] sm:items-start`}>
            <Field label={`Social link ${i + 1}: name`} required error={errors[`social.${i}.label`]}>
              <input
                className={inputClass}
                value={s.label}
                onChange={(e) => setSocial(i, 'label', e.target.value)}
              />
            </Field>
            <Field label={`Social link ${i + 1}: address`} required error={errors[`social.${i}.url`]}>
              <input
                className={inputClass}
                value={s.url}
                onChange={(e) => setSocial(i, 'url', e.target.value)}
              />
            </Field>
            <div className="sm:pt-7">
              <RowTools
                index={i}
                count={c.social.length}
                noun="social link"
                onMove={(a, b) => setC((x) => ({ ...x, social: move(x.social, a, b) }))}
                onRemove={(j) => setC((x) => ({ ...x, social: x.social.filter((_, k) => k !== j) }))}
              />
            </div>
          </li>
        ))}
      </ol>
      {dialogElement}
    </BlockForm>
  );
}

function QuickLinksForm({ initial }: { initial: SiteBlocks['quick_links'] }) {
  // A badge (the spec's ISO Certified) is chosen on purpose; a link card must have its address.
  const [links, setLinks] = useState(() =>
    initial.map((l, i) => ({ ...l, url: l.url ?? '', badge: l.url === null, key: `${i}` })),
  );
  const { errors, busy, save, dialogElement } = useBlockSave(
    'quick_links',
    links.map(({ label, url, external, badge }) => ({ label, url: badge ? null : url, external })),
  );
  const set = (
    i: number,
    patch: Partial<{ label: string; url: string; external: boolean; badge: boolean }>,
  ) => setLinks((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <BlockForm
      title="Quick links"
      intro="The cards in the home page’s Quick Links section. Each opens its address; a badge (such as a certification) shows without a link."
      busy={busy}
      formError={errors._form}
      onSubmit={save}
      footer={
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={links.length >= SITE_LIMITS.quickLinksMax}
          onClick={() =>
            setLinks((list) => [
              ...list,
              { key: `new-${Date.now()}`, label: '', url: '', external: true, badge: false },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a quick link
        </button>
      }
    >
      <ol className="grid gap-3">
        {links.map((l, i) => (
          <li key={l.key} className={`${rowClass} sm:grid-cols-[1fr_1fr_auto] sm:items-start`}>
            <Field label={`Quick link ${i + 1}: label`} required error={errors[`${i}.label`]}>
              <input
                className={inputClass}
                value={l.label}
                onChange={(e) => set(i, { label: e.target.value })}
              />
            </Field>
            {l.badge ? (
              <p className="text-sm text-slate-600 sm:pt-7">Shown as a badge, without a link.</p>
            ) : (
              <Field label={`Quick link ${i + 1}: address`} required error={errors[`${i}.url`]}>
                <input
                  className={inputClass}
                  value={l.url}
                  onChange={(e) => set(i, { url: e.target.value })}
                />
              </Field>
            )}
            <div className="flex flex-col gap-1 sm:pt-7">
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={l.badge}
                  onChange={(e) => set(i, { badge: e.target.checked })}
                  className="size-4"
                />
                Show as a badge without a link
              </label>
              {l.badge ? null : (
                <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={l.external}
                    onChange={(e) => set(i, { external: e.target.checked })}
                    className="size-4"
                  />
                  Another website
                </label>
              )}
              <RowTools
                index={i}
                count={links.length}
                noun="quick link"
                onMove={(a, b) => setLinks((list) => move(list, a, b))}
                onRemove={(j) => setLinks((list) => list.filter((_, k) => k !== j))}
              />
            </div>
          </li>
        ))}
      </ol>
      {dialogElement}
    </BlockForm>
  );
}

const INTAKE_DATES = [
  ['opens', 'Applications open'],
  ['closes', 'Last day to apply'],
  ['exam', 'College Admission Test'],
  ['classes', 'Classes begin'],
] as const;

function AdmissionsForm({ initial }: { initial: SiteBlocks['admissions'] }) {
  const [intake, setIntake] = useState(() => ({
    name: initial.intake.name,
    opens: initial.intake.opens ?? '',
    closes: initial.intake.closes ?? '',
    exam: initial.intake.exam ?? '',
    classes: initial.intake.classes ?? '',
  }));
  const [steps, setSteps] = useState(() => initial.steps.map((s, i) => ({ ...s, key: `${i}` })));
  const [docs, setDocs] = useState(() => initial.requirements.map((text, i) => ({ text, key: `${i}` })));
  const { errors, busy, save, dialogElement } = useBlockSave('admissions', {
    intake: {
      name: intake.name,
      opens: intake.opens || null,
      closes: intake.closes || null,
      exam: intake.exam || null,
      classes: intake.classes || null,
    },
    steps: steps.map(({ title, text }) => ({ title, text })),
    requirements: docs.map((d) => d.text),
  });
  return (
    <BlockForm
      title="Admissions"
      intro="The intake dates, the steps and the documents on the Admissions page. Leave a date empty until it is announced: the page then says the dates are not set yet."
      busy={busy}
      formError={errors._form}
      onSubmit={save}
    >
      <div className={`${rowClass} sm:grid-cols-2`}>
        <Field label="Intake" required error={errors['intake.name']} className="sm:col-span-2">
          <input
            className={inputClass}
            value={intake.name}
            maxLength={SITE_LIMITS.intakeName}
            onChange={(e) => setIntake((x) => ({ ...x, name: e.target.value }))}
          />
        </Field>
        {INTAKE_DATES.map(([key, label]) => (
          <Field key={key} label={label} optional error={errors[`intake.${key}`]}>
            <input
              type="date"
              className={inputClass}
              value={intake[key]}
              onChange={(e) => setIntake((x) => ({ ...x, [key]: e.target.value }))}
            />
          </Field>
        ))}
      </div>

      <RowList
        heading="Steps"
        error={errors.steps}
        items={steps}
        setItems={setSteps}
        noun="step"
        addLabel="Add a step"
        max={SITE_LIMITS.stepsMax}
        min={1}
        blank={() => ({ title: '', text: '' })}
      >
        {(s, i, update) => (
          <div className="grid gap-3">
            <Field label={`Step ${i + 1}: title`} required error={errors[`steps.${i}.title`]}>
              <input
                className={inputClass}
                value={s.title}
                maxLength={SITE_LIMITS.stepTitle}
                onChange={(e) => update({ title: e.target.value })}
              />
            </Field>
            <Field label={`Step ${i + 1}: what to do`} required error={errors[`steps.${i}.text`]}>
              <textarea
                className={inputClass}
                rows={3}
                value={s.text}
                maxLength={SITE_LIMITS.stepText}
                onChange={(e) => update({ text: e.target.value })}
              />
            </Field>
          </div>
        )}
      </RowList>
      <RowList
        heading="Documents to bring"
        error={errors.requirements}
        items={docs}
        setItems={setDocs}
        noun="document"
        addLabel="Add a document"
        max={SITE_LIMITS.requirementsMax}
        min={1}
        blank={() => ({ text: '' })}
        alignEnd
      >
        {(d, i, update) => (
          <Field label={`Document ${i + 1}`} required error={errors[`requirements.${i}`]}>
            <input
              className={inputClass}
              value={d.text}
              maxLength={SITE_LIMITS.requirement}
              onChange={(e) => update({ text: e.target.value })}
            />
          </Field>
        )}
      </RowList>
      {dialogElement}
    </BlockForm>
  );
}
