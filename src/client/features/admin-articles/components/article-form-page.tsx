// /administrator/news/{office}/create and …/edit/{id} (spec admin §2 Create/Edit, §5, §7): title, rich text,
// type (locked to News for most offices), optional date, thumbnail and up to 10 slider images; saved as
// multipart when a new file is chosen, otherwise as JSON; 'Uploading files…' with real upload progress.
import { ArrowLeft, Save } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { articleContentProblem, createRuleMessage } from '../../../../shared/contract/articles.ts';
import {
  type ArticleType,
  allowedTypes,
  findOffice,
  type OfficeSlug,
} from '../../../../shared/contract/offices.ts';
import {
  type DialogMessage,
  MessageDialog,
  ProgressOverlay,
} from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminApiError, errorMessage } from '../../admin-auth/api/admin-request.ts';
import { newsListPath, OFFICE_LABELS } from '../../admin-shell/lib/admin-menu.ts';
import { getArticle } from '../api/get-article.ts';
import { saveArticle } from '../api/save-article.ts';
import { type AdminArticle, fileNameOf, sizedSrc, sliderUrls, typeLabel } from '../lib/admin-article.ts';
import {
  addFiles,
  existingItems,
  keptNames,
  moveItem,
  newFiles,
  removeItem,
  revokeAll,
  type SliderItem,
} from '../lib/slider-items.ts';
import { SliderImagesPicker, ThumbnailPicker } from './image-pickers.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

const OVERLAY_LABEL = 'Uploading files…';

interface TextFields {
  title: string;
  type: ArticleType;
  date: string;
}

export function Component() {
  const params = useParams();
  const office = findOffice(params.office ?? '')?.slug ?? 'administration';
  // Create when the id is missing or 'create' (spec admin §2).
  const id = params.id && params.id !== 'create' ? params.id : undefined;
  return <ArticleForm key={`${office}/${id ?? 'create'}`} office={office} articleId={id} />;
}

function ArticleForm({ office, articleId }: { office: OfficeSlug; articleId?: string }) {
  const OFFICE = office.toUpperCase();
  const heading = articleId ? `Edit ${OFFICE} Article` : `Create ${OFFICE} Article`;
  usePageTitle(heading);
  const types = useMemo(() => allowedTypes(office), [office]);
  const typeLocked = types.length === 1;
  const contentLabelId = useId();

  const { register, handleSubmit, reset, formState } = useForm<TextFields>({
    defaultValues: { title: '', type: 'news', date: '' },
  });
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
  };

  const fill = useCallback(
    (article: AdminArticle | null) => {
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
      setSlider(existingItems(pics));
      setOriginalPics(pics);
      setSliderNotice(null);
      setVersion(article?.version);
    },
    [reset, types],
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
        setDialog({ kind: 'error', title: 'Failed to fetch', message: errorMessage(error) });
      });
    return () => controller.abort();
  }, [articleId, fill]);

  const onAddImages = (files: File[]) => {
    const { items, dropped } = addFiles(slider, files);
    setSlider(items);
    setSliderNotice(
      dropped > 0
        ? `Only 10 slider images are allowed, so ${dropped} ${dropped === 1 ? 'file was' : 'files were'} not added.`
        : null,
    );
  };

  const onSubmit = async (fields: TextFields) => {
    const files = newFiles(slider);
    const contentProblem = articleContentProblem(content);
    setContentError(contentProblem ?? null);
    if (contentProblem) return;
    if (!articleId) {
      const missing = { thumbnail: !thumbFile && !thumbPreview, slider: slider.length === 0 };
      if (missing.thumbnail || missing.slider) {
        setDialog({ kind: 'error', title: 'Images required', message: createRuleMessage(missing) });
        return;
      }
    }
    const type = typeLocked ? 'news' : fields.type;
    const kept = keptNames(slider);
    const keptChanged = kept.join('\n') !== originalPics.map(fileNameOf).join('\n');
    let body: FormData | Record<string, unknown>;
    if (thumbFile || files.length > 0) {
      const form = new FormData();
      form.append('title', fields.title);
      form.append('content', content);
      form.append('type', type);
      form.append('date', fields.date);
      if (!articleId) form.append('office', office);
      if (articleId && version !== undefined) form.append('version', String(version));
      if (thumbFile) form.append('thumbnail', thumbFile);
      for (const name of kept) form.append('existing_pics[]', name);
      for (const file of files) form.append('slider_images[]', file);
      body = form;
    } else {
      body = { title: fields.title, content, type, date: fields.date };
      if (keptChanged) body.existing_pics = kept;
      if (articleId && version !== undefined) body.version = version;
    }

    setProgress(0);
    setPhase('saving');
    try {
      await saveArticle({
        id: articleId ? Number(articleId) : undefined,
        body,
        onProgress: setProgress,
      });
      if (articleId) {
        // The form stays; reload it so kept and new images show as the server stored them.
        const fresh = await getArticle(articleId).catch(() => null);
        if (fresh) fill(fresh);
        setDialog({ kind: 'success', title: 'Saved', message: 'Article updated' });
      } else {
        fill(null);
        setDialog({ kind: 'success', title: 'Saved', message: 'Article created' });
      }
    } catch (error) {
      // A 409 means someone else saved first: the dialog says so and the form keeps what was typed.
      const stale = error instanceof AdminApiError && error.status === 409;
      setDialog({
        kind: 'error',
        title: stale ? 'Changed by someone else' : 'Save failed',
        message: errorMessage(error) ?? 'Save failed',
      });
    } finally {
      setPhase('ready');
    }
  };

  const closeDialog = useCallback(() => setDialog(null), []);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div>
        <Link
          to={newsListPath(office)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to {OFFICE_LABELS[office]} News
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      </div>
      <ErrorLine message={loadError} />
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        aria-busy={phase !== 'ready'}
      >
        <section
          aria-label="Article text"
          className="flex min-w-0 flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <Field label="Title" error={formState.errors.title?.message}>
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
                onChange={setContent}
                labelledBy={contentLabelId}
              />
            </Suspense>
            <ErrorLine message={contentError} />
          </div>
        </section>
        <aside
          aria-label="Article details"
          className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20"
        >
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
            isNew={thumbFile !== null}
            onPick={(file) => setThumbnail(file, URL.createObjectURL(file))}
          />
          <SliderImagesPicker
            items={slider}
            notice={sliderNotice}
            onAdd={onAddImages}
            onRemove={(key) => setSlider((items) => removeItem(items, key))}
            onMove={(key, by) => setSlider((items) => moveItem(items, key, by))}
          />
          <button
            type="submit"
            className={buttonClass('primary', 'md', 'w-full')}
            disabled={phase !== 'ready'}
          >
            <Save aria-hidden="true" className="size-4" />
            {articleId ? 'Save changes' : 'Create article'}
          </button>
        </aside>
      </form>
      <ProgressOverlay
        isOpen={phase !== 'ready'}
        label={OVERLAY_LABEL}
        value={phase === 'saving' ? progress : undefined}
      />
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
