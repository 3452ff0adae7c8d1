// /administrator/news/{office}/create and …/edit/{id} (docs/product/admin-portal.md#article-form, #validation, #calls): title, rich text,
// type (locked to News for most offices), optional date, status (draft by default, published, or scheduled
// for a time in Asia/Manila), thumbnail and up to 10 slider images each with a description; saved as
// multipart when a new file is chosen, otherwise as JSON; 'Uploading files…' with real upload progress.
// Problems (src/shared/article-rules.ts, the server's own rules) show next to their field and together in a
// dialog; publishing runs the accessibility check of the body first; Preview draws the unsaved article as the
// public page would; leaving with unsaved changes asks first; the save bar says what the save did.
//
// The parts: the status fields (./article-status-fields.tsx), the pictures (../lib/use-article-images.ts,
// ./image-pickers.tsx), the save bar (./article-save-bar.tsx, whose `actions` take extra buttons beside
// Save), the checks and preview dialogs (./publish-dialogs.tsx) and revisions (./revisions-panel.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams, useSearchParams } from 'react-router';
import { checkArticleBody } from '../../../../shared/article-checks.ts';
import { createImageProblems, publishProblems, scheduleProblems } from '../../../../shared/article-rules.ts';
import {
  type Article,
  type ArticleSaveInput,
  type ArticleStatus,
  articleContentProblem,
  createRuleMessage,
} from '../../../../shared/contract/articles.ts';
import {
  type ArticleType,
  allowedTypes,
  findOffice,
  type OfficeSlug,
} from '../../../../shared/contract/offices.ts';
import { campusDay, formatPortalDateTime } from '../../../../shared/dates.ts';
import { type ContentIssue, routeLinkIssues } from '../../../../shared/internal-links.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
  ProgressOverlay,
} from '../../../components/admin/admin-dialogs.tsx';
import { ErrorLine, Field, inputClass } from '../../../components/admin/form-field.tsx';
import { newsListPath, OFFICE_LABELS } from '../../../lib/admin-paths.ts';
import { isSuperadmin, sendsForReview, useAdminUser } from '../../../lib/admin-session.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { manilaInputToUtc, utcToManilaInput } from '../../../lib/manila-time.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useUnsavedGuard } from '../../../lib/use-unsaved-guard.ts';
import { articleKey, useArticle } from '../api/get-article.ts';
import { saveArticle } from '../api/save-article.ts';
import { typeLabel } from '../lib/admin-article.ts';
import { type FormProblems, onlyCreateImages, serverProblem, toFormProblems } from '../lib/form-problems.ts';
import { previewArticle } from '../lib/preview-article.ts';
import { altOf, imageMeta, keptNames, newFiles } from '../lib/slider-items.ts';
import { useArticleImages } from '../lib/use-article-images.ts';
import { ArticleSaveBar, type SavedNotice } from './article-save-bar.tsx';
import { ArticleStatusFields } from './article-status-fields.tsx';
import { BodyChecks } from './body-checks.tsx';
import { SliderImagesPicker, ThumbnailPicker } from './image-pickers.tsx';
import { PreviewDialog, PublishCheckDialog } from './publish-dialogs.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));
const RevisionsPanel = lazy(() => import('./revisions-panel.tsx'));
const ReviewPanel = lazy(() => import('./review-panel.tsx'));

const SUMMARY_TITLE = 'Please fix the highlighted fields';
const OVERLAY_LABEL = 'Uploading files…';
/** A new article starts as a draft unless the author chooses otherwise (issue 38). */
const NEW_ARTICLE_STATUS: ArticleStatus = 'draft';

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
  // Create from a list of one type (Research Proposals, …) starts with that type.
  const [search] = useSearchParams();
  const newType: ArticleType = types.find((t) => t === search.get('type')) ?? 'news';
  const contentLabelId = useId();
  const queryClient = useQueryClient();
  const stored = useArticle(articleId);
  // A contributor saves drafts only (ADR 0041), and so does an admin whose office requires review (ADR 0049):
  // they publish by sending the draft for review.
  const adminUser = useAdminUser();
  const draftsOnly = sendsForReview(adminUser);
  const superadmin = isSuperadmin(adminUser);

  const { register, handleSubmit, reset, getValues, watch, formState } = useForm<TextFields>({
    defaultValues: { title: '', type: newType, date: '' },
  });
  // Anything typed or chosen since the form was filled or saved: leaving asks first.
  const [dirty, setDirty] = useState(false);
  const markDirty = useCallback(() => setDirty(true), []);
  const images = useArticleImages(markDirty);
  const [status, setStatus] = useState<ArticleStatus>(NEW_ARTICLE_STATUS);
  const [publishAt, setPublishAt] = useState('');
  const [content, setContent] = useState('');
  const [editorSeed, setEditorSeed] = useState({ key: 0, html: '' });
  // The server's own bounds on content (shared contract), shown next to the editor before anything is sent.
  const [contentError, setContentError] = useState<string | null>(null);
  const [problems, setProblems] = useState<FormProblems>({});
  const [checkIssues, setCheckIssues] = useState<ContentIssue[] | null>(null);
  const [preview, setPreview] = useState<Article | null>(null);
  const [revisionsKey, setRevisionsKey] = useState(0);
  const [saving, setSaving] = useState<{ progress: number } | null>(null);
  const [saved, setSaved] = useState<SavedNotice | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const loading = articleId !== undefined && stored.isPending;
  const busy = loading || saving !== null;

  const blocker = useUnsavedGuard(dirty, dirty && !busy);

  const imagesFill = images.fill;
  const fill = useCallback(
    (article: Article | null) => {
      const type = (article?.type.toLowerCase() ?? newType) as ArticleType;
      reset({
        title: article?.title ?? '',
        type: types.includes(type) ? type : 'news',
        date: article?.date || campusDay(article?.created_at),
      });
      const html = article?.content ?? '';
      setContent(html);
      setEditorSeed((s) => ({ key: s.key + 1, html }));
      imagesFill(article);
      setStatus(article?.status ?? NEW_ARTICLE_STATUS);
      setPublishAt(utcToManilaInput(article?.publish_at));
      setProblems({});
      setDirty(false);
    },
    [reset, types, imagesFill, newType],
  );

  // The stored article fills the form when it arrives, and again when a save or a restore replaces it.
  useEffect(() => {
    if (stored.data) fill(stored.data);
  }, [stored.data, fill]);
  const loadFailure = stored.isError ? stored.error : null;
  useEffect(() => {
    if (loadFailure)
      setDialog({ kind: 'error', title: 'Failed to fetch', message: portalErrorMessage(loadFailure) });
  }, [loadFailure]);

  const { thumb, slider } = images;
  const coverIndex = slider.findIndex((s) => s.key === images.coverKey);
  /** Every problem of this save by the shared rules; publishing asks more than a draft. */
  const rulesFor = (fields: TextFields) => [
    ...(articleId
      ? []
      : createImageProblems({ thumbnail: Boolean(thumb.file || thumb.preview), slider: slider.length > 0 })),
    ...scheduleProblems(status, manilaInputToUtc(publishAt)),
    ...publishProblems(status, {
      title: fields.title,
      // The body's images are the accessibility check's (below), which can be acknowledged.
      content: '',
      hasThumbnail: Boolean(thumb.preview),
      thumbnailAlt: altOf(thumb.description),
      slider: slider.map((s) => ({ alt: altOf(s) })),
    }),
  ];

  const requestBody = (fields: TextFields, overrideReason?: string): FormData | ArticleSaveInput => {
    const files = newFiles(slider);
    const type = typeLocked ? 'news' : fields.type;
    const kept = keptNames(slider);
    const meta = JSON.stringify(imageMeta(slider, thumb.description));
    const publishAtUtc = status === 'scheduled' ? (manilaInputToUtc(publishAt) ?? '') : '';
    const version = stored.data?.version;
    if (!thumb.file && files.length === 0)
      return {
        title: fields.title,
        content,
        type,
        date: fields.date,
        status,
        publish_at: publishAtUtc,
        image_meta: meta,
        ...(images.keptChanged() ? { existing_pics: kept } : {}),
        ...(articleId && version !== undefined ? { version } : {}),
        ...(overrideReason ? { override_reason: overrideReason } : {}),
      };
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
    if (overrideReason) form.append('override_reason', overrideReason);
    if (thumb.file) form.append('thumbnail', thumb.file);
    for (const name of kept) form.append('existing_pics[]', name);
    for (const file of files) form.append('slider_images[]', file);
    return form;
  };

  const onSubmit = async (fields: TextFields, acknowledged = false, overrideReason?: string) => {
    const contentProblem = articleContentProblem(content);
    setContentError(contentProblem ?? null);
    if (contentProblem) return;
    // A cover taken from the slideshow shares that photo's description: its problem shows there once.
    const found = rulesFor(fields).filter((p) => !(images.coverKey && p.kind === 'thumbnail-alt'));
    setProblems(toFormProblems(found, slider));
    if (found.length > 0) {
      setDialog(
        onlyCreateImages(found)
          ? {
              kind: 'error',
              title: 'Images required',
              message: createRuleMessage({
                thumbnail: found.some((p) => p.field === 'thumbnail'),
                slider: found.some((p) => p.field === 'slider_images'),
              }),
            }
          : { kind: 'error', title: SUMMARY_TITLE, message: found.map((p) => p.message).join(' ') },
      );
      return;
    }
    if (status !== 'draft' && !acknowledged) {
      const issues = [...checkArticleBody(content), ...routeLinkIssues(content, window.location.origin)];
      if (issues.length > 0) {
        setCheckIssues(issues);
        return;
      }
    }
    setSaving({ progress: 0 });
    try {
      const result = await saveArticle({
        id: articleId ? Number(articleId) : undefined,
        body: requestBody(fields, overrideReason),
        onProgress: (progress) => setSaving({ progress }),
      });
      const editPath = `${newsListPath(office)}/edit/${result.article.article_id}`;
      if (articleId) {
        // The form stays, filled with the article as the server stored it (kept and new images included).
        queryClient.setQueryData(articleKey(articleId), result.article);
        setRevisionsKey((k) => k + 1);
      } else {
        // After a create the form resets (docs/product/admin-portal.md#article-form); the bar links to it.
        fill(null);
      }
      setDirty(false);
      setSaved({ article: result.article, editPath, created: !articleId });
      setDialog({ kind: 'success', title: 'Saved', message: result.message });
    } catch (error) {
      // A 409 means someone else saved first: the dialog says so and the form keeps what was typed.
      const stale = error instanceof ApiError && error.status === 409;
      const message = portalErrorMessage(error) ?? 'Save failed';
      setProblems(serverProblem(error, message));
      setDialog({ kind: 'error', title: stale ? 'Changed by someone else' : 'Save failed', message });
    } finally {
      setSaving(null);
    }
  };

  const openPreview = () => {
    const fields = getValues();
    setPreview(
      previewArticle({
        articleId: articleId ? Number(articleId) : undefined,
        office,
        title: fields.title,
        content,
        type: typeLocked ? 'news' : fields.type,
        date: fields.date,
        thumbnail: thumb,
        slider,
      }),
    );
  };

  const closeDialog = useCallback(() => setDialog(null), []);
  const onPanelError = useCallback(
    (message: string) => setDialog({ kind: 'error', title: 'Failed to fetch', message }),
    [],
  );

  const title = watch('title');
  const storedStatus = stored.data?.status;
  const scheduledUtc = manilaInputToUtc(publishAt);
  const publishAtNote =
    storedStatus === 'scheduled' && status === 'scheduled' && scheduledUtc
      ? `Scheduled for ${formatPortalDateTime(scheduledUtc)}, Philippine time.`
      : null;

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
        <p className="mt-1 text-sm text-slate-600">
          Fields marked <span className="text-red-700">*</span> are needed to publish; a draft can be saved
          without them.
        </p>
      </div>
      <ErrorLine message={stored.isError ? 'Failed to fetch' : null} />
      <form
        noValidate
        onSubmit={handleSubmit((fields) => onSubmit(fields))}
        onChange={markDirty}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        aria-busy={busy}
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
            <BodyChecks content={content} />
          </div>
        </section>
        <aside
          aria-label="Article details"
          className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <ArticleStatusFields
            draftOnly={draftsOnly}
            status={status}
            onStatus={setStatus}
            publishAt={publishAt}
            onPublishAt={setPublishAt}
            publishAtNote={publishAtNote}
            publishAtError={problems.publish_at}
            dateField={register('date')}
          />
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
          <ThumbnailPicker
            preview={thumb.preview}
            file={thumb.file}
            coverIndex={coverIndex >= 0 ? coverIndex : null}
            description={thumb.description}
            onDescribe={images.describeThumbnail}
            onPick={images.pickThumbnail}
            error={problems.thumbnail}
            descriptionError={problems.thumbnailDescription}
          />
          <SliderImagesPicker
            items={slider}
            coverKey={images.coverKey}
            onCover={(key) => void images.makeCover(key)}
            notice={images.sliderNotice}
            onAdd={images.addSliderFiles}
            onRemove={images.removeSlide}
            onMove={images.moveSlide}
            onMoveTo={images.moveSlideTo}
            onDescribe={images.describeSlide}
            error={problems.slider_images}
            descriptionErrors={problems.descriptions}
          />
        </aside>
        <ArticleSaveBar
          saveLabel={articleId ? 'Save changes' : 'Create article'}
          busy={busy}
          dirty={dirty}
          untitled={!title}
          saved={saved}
          onPreview={openPreview}
          onKeepEditing={() => {
            setSaved(null);
            document.querySelector<HTMLInputElement>('input[name="title"]')?.focus();
          }}
        />
      </form>
      {articleId ? (
        <Suspense fallback={null}>
          <ReviewPanel articleId={Number(articleId)} isDraft={storedStatus === 'draft'} />
          <RevisionsPanel
            articleId={Number(articleId)}
            version={stored.data?.version}
            current={{ title: title ?? '', content }}
            refreshKey={revisionsKey}
            onRestored={async (message) => {
              await queryClient.invalidateQueries({ queryKey: articleKey(articleId) });
              setRevisionsKey((k) => k + 1);
              setDialog({ kind: 'success', title: 'Saved', message });
            }}
            onError={onPanelError}
          />
        </Suspense>
      ) : null}
      <ProgressOverlay isOpen={busy} label={OVERLAY_LABEL} value={saving?.progress} />
      <MessageDialog message={dialog} onClose={closeDialog} />
      <PublishCheckDialog
        issues={checkIssues}
        onClose={() => setCheckIssues(null)}
        onFix={() => {
          setCheckIssues(null);
          document.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
        }}
        canOverride={superadmin}
        onAcknowledge={(overrideReason) => {
          setCheckIssues(null);
          void handleSubmit((fields) => onSubmit(fields, true, overrideReason))();
        }}
      />
      <PreviewDialog article={preview} onClose={() => setPreview(null)} />
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
