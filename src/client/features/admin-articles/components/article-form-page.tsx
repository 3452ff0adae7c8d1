// /administrator/news/{office}/create and …/edit/{id} (docs/product/admin-portal.md#article-form, #validation, #calls): title, rich text,
// type (locked to News for most offices), optional date, status (draft, published, or scheduled for a time
// in Asia/Manila), thumbnail and up to 10 slider images each with a description; saved as multipart when a
// new file is chosen, otherwise as JSON; 'Uploading files…' with real upload progress. Problems show next
// to their field and together in a dialog; publishing runs the accessibility check of the body first;
// Preview draws the unsaved article as the public page would; leaving with unsaved changes asks first.
import { ArrowLeft, Eye, Save } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useBlocker, useParams } from 'react-router';
import { type BodyIssue, checkArticleBody } from '../../../../shared/article-checks.ts';
import {
  type Article,
  type ArticleSaveInput,
  type ArticleStatus,
  articleContentProblem,
  createRuleMessage,
  missingAltMessage,
  PUBLISH_AT_REQUIRED,
  TITLE_REQUIRED_TO_PUBLISH,
} from '../../../../shared/contract/articles.ts';
import {
  type ArticleType,
  allowedTypes,
  findOffice,
  type OfficeSlug,
} from '../../../../shared/contract/offices.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
  ProgressOverlay,
} from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { newsListPath, OFFICE_LABELS } from '../../../lib/admin-paths.ts';
import { isContributor, useAdminUser } from '../../../lib/admin-session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { manilaInputToUtc, utcToManilaInput } from '../../../lib/manila-time.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { getArticle } from '../api/get-article.ts';
import { saveArticle } from '../api/save-article.ts';
import { fileNameOf, sizedSrc, sliderUrls, typeLabel } from '../lib/admin-article.ts';
import {
  addFiles,
  altOf,
  type Description,
  describeItem,
  existingItems,
  imageMeta,
  keptNames,
  moveItem,
  moveTo,
  newFiles,
  removeItem,
  revokeAll,
  type SliderItem,
  toDescription,
} from '../lib/slider-items.ts';
import { SliderImagesPicker, ThumbnailPicker } from './image-pickers.tsx';
import { PreviewDialog, PublishCheckDialog } from './publish-dialogs.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));
const RevisionsPanel = lazy(() => import('./revisions-panel.tsx'));

const STATUS_OPTIONS: Array<{ value: ArticleStatus; label: string; hint: string }> = [
  { value: 'draft', label: 'Draft', hint: 'Only staff can see it.' },
  { value: 'published', label: 'Published', hint: 'Public as soon as it is saved.' },
  { value: 'scheduled', label: 'Scheduled', hint: 'Published by itself at the time below.' },
];

/** Field → message, for the inline errors and the summary dialog. */
type Problems = Partial<
  Record<'title' | 'publish_at' | 'thumbnail' | 'slider_images' | 'content', string>
> & {
  descriptions?: Record<string, string>;
  thumbnailDescription?: string;
};
const SUMMARY_TITLE = 'Please fix the highlighted fields';

const OVERLAY_LABEL = 'Uploading files…';

interface TextFields {
  title: string;
  type: ArticleType;
  date: string;
}

export function Component() {
  const params = useParams();
  const office = findOffice(params.office ?? '')?.slug ?? 'administration';
  // Create when the id is missing or 'create' (docs/product/admin-portal.md#screens).
  const id = params.id && params.id !== 'create' ? params.id : undefined;
  return <ArticleForm key={`${office}/${id ?? 'create'}`} office={office} articleId={id} />;
}

function ArticleForm({ office, articleId }: { office: OfficeSlug; articleId?: string }) {
  // 'Create {OFFICE} Article' (docs/product/admin-portal.md#screens) in the office's own spelling: BTVTEd, not BTVTED.
  const OFFICE = office === 'btvted' ? 'BTVTEd' : office.toUpperCase();
  const heading = articleId ? `Edit ${OFFICE} Article` : `Create ${OFFICE} Article`;
  usePageTitle(heading);
  const types = useMemo(() => allowedTypes(office), [office]);
  const typeLocked = types.length === 1;
  const contentLabelId = useId();

  const { register, handleSubmit, reset, getValues, watch, formState } = useForm<TextFields>({
    defaultValues: { title: '', type: 'news', date: '' },
  });
  // A contributor saves drafts only (ADR 0041); an office admin publishes them.
  const contributor = isContributor(useAdminUser());
  const newStatus: ArticleStatus = contributor ? 'draft' : 'published';
  const statusOptions = contributor ? STATUS_OPTIONS.filter((o) => o.value === 'draft') : STATUS_OPTIONS;
  const [status, setStatus] = useState<ArticleStatus>(newStatus);
  const [storedStatus, setStoredStatus] = useState<ArticleStatus | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [thumbDesc, setThumbDesc] = useState<Description>({ alt: '', decorative: false });
  const [problems, setProblems] = useState<Problems>({});
  const [checkIssues, setCheckIssues] = useState<BodyIssue[] | null>(null);
  const [previewArticle, setPreviewArticle] = useState<Article | null>(null);
  const [revisionsKey, setRevisionsKey] = useState(0);
  // Anything typed or chosen since the form was filled or saved: leaving asks first.
  const [dirty, setDirty] = useState(false);
  const markDirty = () => setDirty(true);
  const [content, setContent] = useState('');
  // The server's own bounds on content (shared contract), shown next to the editor before anything is sent.
  const [contentError, setContentError] = useState<string | null>(null);
  const [editorSeed, setEditorSeed] = useState({ key: 0, html: '' });
  const [thumbFile, setThumbFile] = useState<File | null>(null);
  const [thumbPreview, setThumbPreview] = useState<string | null>(null);
  const [slider, setSlider] = useState<SliderItem[]>([]);
  const [originalPics, setOriginalPics] = useState<string[]>([]);
  const [sliderNotice, setSliderNotice] = useState<string | null>(null);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'saving'>(articleId ? 'loading' : 'ready');
  const [progress, setProgress] = useState(0);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The row version the form shows; a save sends it, and the server refuses it if someone saved since.
  const [version, setVersion] = useState<number | undefined>(undefined);

  // Blob previews are freed when replaced and when the screen closes.
  const sliderRef = useRef(slider);
  sliderRef.current = slider;
  const thumbRef = useRef({ file: thumbFile, preview: thumbPreview });
  thumbRef.current = { file: thumbFile, preview: thumbPreview };
  useEffect(
    () => () => {
      revokeAll(sliderRef.current);
      if (thumbRef.current.file && thumbRef.current.preview) URL.revokeObjectURL(thumbRef.current.preview);
    },
    [],
  );

  const setThumbnail = (file: File | null, preview: string | null) => {
    if (thumbRef.current.file && thumbRef.current.preview) URL.revokeObjectURL(thumbRef.current.preview);
    setThumbFile(file);
    setThumbPreview(preview);
    // A new picture needs its own description.
    setThumbDesc({ alt: '', decorative: false });
    markDirty();
  };

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && phase === 'ready' && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const fill = useCallback(
    (article: Article | null) => {
      const type = (article?.type.toLowerCase() ?? 'news') as ArticleType;
      reset({
        title: article?.title ?? '',
        type: types.includes(type) ? type : 'news',
        date: (article?.date || article?.created_at || '').slice(0, 10),
      });
      const html = article?.content ?? '';
      setContent(html);
      setEditorSeed((s) => ({ key: s.key + 1, html }));
      if (thumbRef.current.file && thumbRef.current.preview) URL.revokeObjectURL(thumbRef.current.preview);
      setThumbFile(null);
      setThumbPreview(article?.thumbnail_url ? sizedSrc(article.thumbnail_url, 600) : null);
      revokeAll(sliderRef.current);
      const pics = article ? sliderUrls(article) : [];
      setSlider(existingItems(pics, article?.slider_alts ?? []));
      setOriginalPics(pics);
      setSliderNotice(null);
      setVersion(article?.version);
      setThumbDesc(toDescription(article ? article.thumbnail_alt : ''));
      if (!article) setThumbDesc({ alt: '', decorative: false });
      setStatus(article?.status ?? newStatus);
      setStoredStatus(article?.status ?? null);
      setPublishAt(utcToManilaInput(article?.publish_at));
      setProblems({});
      setDirty(false);
    },
    [reset, types, newStatus],
  );

  useEffect(() => {
    if (!articleId) return;
    const controller = new AbortController();
    getArticle(articleId, controller.signal)
      .then((article) => {
        fill(article);
        setPhase('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setPhase('ready');
        setLoadError('Failed to fetch');
        setDialog({ kind: 'error', title: 'Failed to fetch', message: portalErrorMessage(error) });
      });
    return () => controller.abort();
  }, [articleId, fill]);

  const onAddImages = (files: File[]) => {
    const { items, dropped } = addFiles(slider, files);
    setSlider(items);
    markDirty();
    setSliderNotice(
      dropped > 0
        ? `Only 10 slider images are allowed, so ${dropped} ${dropped === 1 ? 'file was' : 'files were'} not added.`
        : null,
    );
  };

  /** What stops this save, by field; publishing asks more than a draft. */
  const findProblems = (fields: TextFields): Problems => {
    const found: Problems = {};
    if (!articleId) {
      const missing = { thumbnail: !thumbFile && !thumbPreview, slider: slider.length === 0 };
      if (missing.thumbnail) found.thumbnail = createRuleMessage({ thumbnail: true, slider: false });
      if (missing.slider) found.slider_images = createRuleMessage({ thumbnail: false, slider: true });
    }
    if (status === 'scheduled' && !manilaInputToUtc(publishAt)) found.publish_at = PUBLISH_AT_REQUIRED;
    if (status !== 'draft') {
      if (fields.title.trim() === '') found.title = TITLE_REQUIRED_TO_PUBLISH;
      if (thumbPreview && altOf(thumbDesc) === null)
        found.thumbnailDescription = missingAltMessage('The thumbnail');
      const descriptions: Record<string, string> = {};
      slider.forEach((item, i) => {
        if (altOf(item) === null) descriptions[item.key] = missingAltMessage(`Slider image ${i + 1}`);
      });
      if (Object.keys(descriptions).length > 0) found.descriptions = descriptions;
    }
    return found;
  };

  const problemList = (p: Problems): string[] => [
    ...(['title', 'publish_at', 'thumbnail', 'slider_images', 'content'] as const).flatMap((k) => {
      const m = p[k];
      return m ? [m] : [];
    }),
    ...(p.thumbnailDescription ? [p.thumbnailDescription] : []),
    ...Object.values(p.descriptions ?? {}),
  ];

  const onSubmit = async (fields: TextFields, acknowledged = false) => {
    const contentProblem = articleContentProblem(content);
    setContentError(contentProblem ?? null);
    if (contentProblem) return;
    const found = findProblems(fields);
    setProblems(found);
    const list = problemList(found);
    if (list.length > 0) {
      // The create rule keeps its own dialog (docs/product/admin-portal.md#validation) when it is the only problem.
      const onlyCreateRule = list.every((m) => m.endsWith('required when creating an article.'));
      setDialog(
        onlyCreateRule
          ? {
              kind: 'error',
              title: 'Images required',
              message: createRuleMessage({
                thumbnail: Boolean(found.thumbnail),
                slider: Boolean(found.slider_images),
              }),
            }
          : { kind: 'error', title: SUMMARY_TITLE, message: list.join(' ') },
      );
      return;
    }
    if (status !== 'draft' && !acknowledged) {
      const issues = checkArticleBody(content);
      if (issues.length > 0) {
        setCheckIssues(issues);
        return;
      }
    }
    const files = newFiles(slider);
    const type = typeLocked ? 'news' : fields.type;
    const kept = keptNames(slider);
    const keptChanged = kept.join('\n') !== originalPics.map(fileNameOf).join('\n');
    const meta = JSON.stringify(imageMeta(slider, thumbDesc));
    const publishAtUtc = status === 'scheduled' ? (manilaInputToUtc(publishAt) ?? '') : '';
    let body: FormData | ArticleSaveInput;
    if (thumbFile || files.length > 0) {
      const form = new FormData();
      form.append('title', fields.title);
      form.append('content', content);
      form.append('type', type);
      form.append('date', fields.date);
      form.append('status', status);
      form.append('publish_at', publishAtUtc);
      form.append('image_meta', meta);
      if (!articleId) form.append('office', office);
      if (articleId && version !== undefined) form.append('version', String(version));
      if (thumbFile) form.append('thumbnail', thumbFile);
      for (const name of kept) form.append('existing_pics[]', name);
      for (const file of files) form.append('slider_images[]', file);
      body = form;
    } else {
      body = {
        title: fields.title,
        content,
        type,
        date: fields.date,
        status,
        publish_at: publishAtUtc,
        image_meta: meta,
        ...(keptChanged ? { existing_pics: kept } : {}),
        ...(articleId && version !== undefined ? { version } : {}),
      };
    }

    setProgress(0);
    setPhase('saving');
    try {
      const saved = await saveArticle({
        id: articleId ? Number(articleId) : undefined,
        body,
        onProgress: setProgress,
      });
      setDirty(false);
      if (articleId) {
        // The form stays, filled with the article as the server stored it (kept and new images included).
        fill(saved.article);
        setRevisionsKey((k) => k + 1);
        setDialog({ kind: 'success', title: 'Saved', message: saved.message });
      } else {
        fill(null);
        setDialog({ kind: 'success', title: 'Saved', message: saved.message });
      }
    } catch (error) {
      // A 409 means someone else saved first: the dialog says so and the form keeps what was typed.
      const stale = error instanceof ApiError && error.status === 409;
      const message = portalErrorMessage(error) ?? 'Save failed';
      // The server names the field it refused: the message shows there too.
      const field =
        error instanceof ApiError && typeof error.body?.field === 'string' ? error.body.field : undefined;
      if (field === 'title' || field === 'publish_at' || field === 'content')
        setProblems({ [field]: message });
      else if (field === 'thumbnail') setProblems({ thumbnailDescription: message });
      else if (field?.startsWith('slider_images')) setProblems({ slider_images: message });
      setDialog({
        kind: 'error',
        title: stale ? 'Changed by someone else' : 'Save failed',
        message,
      });
    } finally {
      setPhase('ready');
    }
  };

  const openPreview = () => {
    const fields = getValues();
    const o = findOffice(office);
    const pics: Record<string, string | null> = {};
    for (let i = 1; i <= 10; i++) pics[`pic${i}_url`] = slider[i - 1]?.preview ?? null;
    const now = new Date().toISOString();
    setPreviewArticle({
      article_id: articleId ? Number(articleId) : 0,
      title: fields.title || 'Untitled',
      content,
      excerpt: '',
      type: typeLocked ? 'news' : fields.type,
      privacy: 'public',
      date: fields.date || null,
      created_at: now,
      published_at: now,
      office,
      office_name: o?.name ?? '',
      office_abbrev: o?.abbrev ?? '',
      course_abbrev: o?.abbrev ?? '',
      thumbnail_url: thumbPreview,
      ...(pics as Pick<Article, 'pic1_url'>),
      view_count: 0,
      like_count: 0,
      thumbnail_alt: altOf(thumbDesc),
      slider_alts: slider.map(altOf),
    } as Article);
  };

  const closeDialog = useCallback(() => setDialog(null), []);
  const onPanelError = useCallback(
    (message: string) => setDialog({ kind: 'error', title: 'Failed to fetch', message }),
    [],
  );

  const title = watch('title');
  const saveLabel = articleId ? 'Save changes' : 'Create article';
  const statusNote =
    storedStatus === 'scheduled' && status === 'scheduled' && manilaInputToUtc(publishAt)
      ? `Scheduled for ${formatPortalDateTime(manilaInputToUtc(publishAt) as string)} (Asia/Manila).`
      : null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 pb-24 lg:pb-0">
      <div>
        <Link
          to={newsListPath(office)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to {OFFICE_LABELS[office]} News
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
        <p className="mt-1 text-sm text-slate-600">
          Fields marked <span className="text-red-700">*</span> are needed to publish; a draft can be saved
          without them.
        </p>
      </div>
      <ErrorLine message={loadError} />
      <form
        noValidate
        onSubmit={handleSubmit((fields) => onSubmit(fields))}
        onChange={markDirty}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        aria-busy={phase !== 'ready'}
      >
        <section
          aria-label="Article text"
          className="flex min-w-0 flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <Field label="Title" required error={problems.title ?? formState.errors.title?.message}>
            <input
              type="text"
              autoComplete="off"
              maxLength={300}
              className={`${inputClass} text-lg`}
              {...register('title')}
            />
          </Field>
          <div className="flex flex-col gap-1.5">
            <span id={contentLabelId} className="text-sm font-medium text-slate-800">
              Content
            </span>
            <Suspense
              fallback={
                <div className="flex min-h-[636px] items-center justify-center rounded-xl border border-slate-300 text-slate-600">
                  Loading the editor…
                </div>
              }
            >
              <RichTextEditor
                key={editorSeed.key}
                initialContent={editorSeed.html}
                onChange={(html) => {
                  setContent(html);
                  if (html !== editorSeed.html) markDirty();
                }}
                labelledBy={contentLabelId}
              />
            </Suspense>
            <ErrorLine message={contentError} />
            {problems.content ? <p className="text-sm font-medium text-red-700">{problems.content}</p> : null}
          </div>
        </section>
        <aside
          aria-label="Article details"
          className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20"
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-800">Status</legend>
            {statusOptions.map((o) => (
              <label key={o.value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="status"
                  value={o.value}
                  checked={status === o.value}
                  onChange={() => setStatus(o.value)}
                  className="mt-0.5 size-4"
                />
                <span>
                  <span className="font-medium text-slate-900">{o.label}</span>
                  <span className="block text-xs text-slate-600">{o.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          {status === 'scheduled' ? (
            <Field
              label="Publish at (Asia/Manila time)"
              required
              hint={statusNote ?? 'A time already past publishes at once.'}
              error={problems.publish_at}
            >
              <input
                type="datetime-local"
                className={inputClass}
                value={publishAt}
                onChange={(e) => setPublishAt(e.target.value)}
              />
            </Field>
          ) : null}
          <Field
            label="Type"
            hint={typeLocked ? `Type is locked to News for ${OFFICE} articles.` : undefined}
          >
            <select className={inputClass} disabled={typeLocked} {...register('type')}>
              {(typeLocked ? (['news'] as const) : types).map((t) => (
                <option key={t} value={t}>
                  {typeLabel(t)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Publish date" optional hint="Leave empty to use the creation date.">
            <input type="date" className={inputClass} {...register('date')} />
          </Field>
          <ThumbnailPicker
            preview={thumbPreview}
            file={thumbFile}
            description={thumbDesc}
            onDescribe={(d) => {
              setThumbDesc(d);
              markDirty();
            }}
            onPick={(file) => setThumbnail(file, URL.createObjectURL(file))}
            error={problems.thumbnail}
            descriptionError={problems.thumbnailDescription}
          />
          <SliderImagesPicker
            items={slider}
            notice={sliderNotice}
            onAdd={onAddImages}
            onRemove={(key) => {
              setSlider((items) => removeItem(items, key));
              markDirty();
            }}
            onMove={(key, by) => {
              setSlider((items) => moveItem(items, key, by));
              markDirty();
            }}
            onMoveTo={(key, to) => {
              setSlider((items) => moveTo(items, key, to));
              markDirty();
            }}
            onDescribe={(key, d) => {
              setSlider((items) => describeItem(items, key, d));
              markDirty();
            }}
            error={problems.slider_images}
            descriptionErrors={problems.descriptions}
          />
          {/* On phones the bar sticks to the bottom of the screen; on wide screens it ends the column. */}
          <div className="fixed inset-x-0 bottom-0 z-30 flex gap-2 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur lg:static lg:z-auto lg:flex-col lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'flex-1 lg:w-full')}
              onClick={openPreview}
              disabled={phase !== 'ready'}
            >
              <Eye aria-hidden="true" className="size-4" />
              Preview
            </button>
            <button
              type="submit"
              className={buttonClass('primary', 'md', 'flex-1 lg:w-full')}
              disabled={phase !== 'ready'}
            >
              <Save aria-hidden="true" className="size-4" />
              {saveLabel}
            </button>
          </div>
          {dirty ? (
            <p className="text-xs text-slate-600" role="status">
              Unsaved changes{title ? '' : ' (untitled)'}
            </p>
          ) : null}
        </aside>
      </form>
      {articleId ? (
        <Suspense fallback={null}>
          <RevisionsPanel
            articleId={Number(articleId)}
            version={version}
            current={{ title: title ?? '', content }}
            refreshKey={revisionsKey}
            onRestored={async (message) => {
              const fresh = await getArticle(articleId).catch(() => null);
              if (fresh) fill(fresh);
              setRevisionsKey((k) => k + 1);
              setDialog({ kind: 'success', title: 'Saved', message });
            }}
            onError={onPanelError}
          />
        </Suspense>
      ) : null}
      <ProgressOverlay
        isOpen={phase !== 'ready'}
        label={OVERLAY_LABEL}
        value={phase === 'saving' ? progress : undefined}
      />
      <MessageDialog message={dialog} onClose={closeDialog} />
      <PublishCheckDialog
        issues={checkIssues}
        onClose={() => setCheckIssues(null)}
        onFix={() => {
          setCheckIssues(null);
          document.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
        }}
        onAcknowledge={() => {
          setCheckIssues(null);
          void handleSubmit((fields) => onSubmit(fields, true))();
        }}
      />
      <PreviewDialog article={previewArticle} onClose={() => setPreviewArticle(null)} />
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title="Leave without saving?"
        message="Your changes to this article are not saved. They will be lost if you leave."
        confirmLabel="Leave without saving"
        tone="danger"
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </div>
  );
}
