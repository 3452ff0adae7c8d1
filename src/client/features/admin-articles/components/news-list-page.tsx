// /administrator/news/{office} (docs/product/admin-portal.md#manage-news, #states): search, count badge, sortable columns, a pager
// only when the results exceed a page (never on library), the privacy toggle, delete and Create; each row's
// state as a badge and a "Show" filter by state (issue 38), kept in the address (?status=draft).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ARTICLE_STATES, type ArticleState, articleStateOf } from '../../../../shared/article-state.ts';
import type { Article } from '../../../../shared/contract/articles.ts';
import { type ArticleType, findOffice, type OfficeSlug } from '../../../../shared/contract/offices.ts';
import {
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
} from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { EmptyCard } from '../../../components/admin/empty-card.tsx';
import { ErrorLine } from '../../../components/admin/form-field.tsx';
import { ADMIN_PAGE_SIZE, Pager, pageCount } from '../../../components/admin/pager.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { newsListPath, OFFICE_LABELS } from '../../../lib/admin-paths.ts';
import { isContributor, useAdminUser } from '../../../lib/admin-session.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { deleteArticle } from '../api/delete-article.ts';
import { getOfficeArticles, officeArticlesKey } from '../api/get-office-articles.ts';
import { updateArticlePrivacy } from '../api/update-article-privacy.ts';
import { DEFAULT_SORT, nextSort, type SortKey, sortArticles } from '../lib/sort-articles.ts';
import { ArticleRows } from './article-rows.tsx';
import { SortSelect } from './sort-select.tsx';
import { StatusFilter } from './status-filter.tsx';

/** The library list shows every row without a pager (docs/product/admin-portal.md#screens). */
const UNPAGED_OFFICES: readonly OfficeSlug[] = ['library'];

export function Component() {
  const params = useParams();
  const office = findOffice(params.office ?? '')?.slug ?? 'administration';
  return <NewsList key={office} office={office} />;
}

/** An office's news list; with `type`, only that type (the lists of ../lib/type-lists.ts) under `title`. */
export function NewsList({
  office,
  type,
  title: typeTitle,
}: {
  office: OfficeSlug;
  type?: ArticleType;
  title?: string;
}) {
  const title = typeTitle ?? `Manage ${OFFICE_LABELS[office]} News`;
  const createPath = `${newsListPath(office)}/create${type ? `?type=${type}` : ''}`;
  usePageTitle(title);
  const contributor = isContributor(useAdminUser());
  const queryClient = useQueryClient();
  const queryKey = officeArticlesKey(office);
  const articles = useQuery({
    queryKey,
    queryFn: () => getOfficeArticles(office),
    staleTime: 0,
    select: type ? (list: Article[]) => list.filter((a) => a.type === type) : undefined,
  });
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('status');
  const state = ARTICLE_STATES.find((s) => s === stateParam);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [privacyFor, setPrivacyFor] = useState<Article | null>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const stateCounts = useMemo(() => {
    const counts = Object.fromEntries(ARTICLE_STATES.map((s) => [s, 0])) as Record<ArticleState, number>;
    for (const a of articles.data ?? []) counts[articleStateOf(a)] += 1;
    return counts;
  }, [articles.data]);
  const filtered = useMemo(() => {
    const q = search.trim().toLowerCase();
    const all = (articles.data ?? []).filter((a) => !state || articleStateOf(a) === state);
    return sortArticles(q ? all.filter((a) => a.title.toLowerCase().includes(q)) : all, sort);
  }, [articles.data, search, sort, state]);
  const paged = !UNPAGED_OFFICES.includes(office) && filtered.length > ADMIN_PAGE_SIZE;
  const pages = pageCount(filtered.length);
  const current = Math.min(page, pages);
  const rows = paged ? filtered.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE) : filtered;

  const fail = useCallback((what: string, error: unknown) => {
    setActionError(what);
    setDialog({ kind: 'error', title: what, message: portalErrorMessage(error) });
  }, []);
  const update = (change: (list: Article[]) => Article[]) =>
    queryClient.setQueryData<Article[]>(queryKey, (list) => (list ? change(list) : list));

  const confirmPrivacy = async () => {
    const article = privacyFor;
    if (!article) return;
    const privacy = article.privacy === 'public' ? 'private' : 'public';
    setBusy(true);
    try {
      await updateArticlePrivacy(article.article_id, privacy);
      update((list) => list.map((a) => (a.article_id === article.article_id ? { ...a, privacy } : a)));
      setActionError(null);
      setPrivacyFor(null);
      setDialog({ kind: 'success', title: 'Privacy updated' });
    } catch (error) {
      setPrivacyFor(null);
      fail('Failed to update privacy', error);
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    const article = deleting;
    if (!article) return;
    setBusy(true);
    try {
      await deleteArticle(article.article_id);
      update((list) => list.filter((a) => a.article_id !== article.article_id));
      setActionError(null);
      setDeleting(null);
      setDialog({ kind: 'success', title: 'Article deleted' });
    } catch (error) {
      setDeleting(null);
      fail('Delete failed', error);
    } finally {
      setBusy(false);
    }
  };

  // A list that cannot load says so in a dialog as well as in the red line.
  const loadFailure = articles.isError ? articles.error : null;
  useEffect(() => {
    if (loadFailure)
      setDialog({ kind: 'error', title: 'Failed to fetch', message: portalErrorMessage(loadFailure) });
  }, [loadFailure]);

  const closeDialog = useCallback(() => setDialog(null), []);
  const total = articles.data?.length ?? 0;
  const makePrivate = privacyFor?.privacy === 'public';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
            <span className="rounded-full bg-brand-700 px-2.5 py-0.5 font-semibold text-white">{total}</span>{' '}
            {total === 1 ? 'article' : 'articles'} in total
          </p>
        </div>
        <Link to={createPath} className={buttonClass('primary', 'md', 'shrink-0')}>
          <Plus aria-hidden="true" className="size-4" />
          Create
        </Link>
      </div>
      <ErrorLine message={actionError ?? (articles.isError ? 'Failed to fetch' : null)} />
      <section
        aria-label={`${OFFICE_LABELS[office]} articles`}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <SearchBox
            label="Search title"
            placeholder="Search title…"
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
          <StatusFilter
            value={state}
            counts={stateCounts}
            onChange={(next) => {
              const p = new URLSearchParams(params);
              if (next) p.set('status', next);
              else p.delete('status');
              setParams(p, { replace: true });
              setPage(1);
            }}
          />
          <SortSelect sort={sort} onSort={setSort} />
          {search.trim() || state ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {filtered.length} {filtered.length === 1 ? 'match' : 'matches'}
            </p>
          ) : null}
        </div>
        {articles.isPending ? (
          <p className="py-12 text-center text-slate-600">Loading articles…</p>
        ) : total === 0 && !search.trim() && !state && !articles.isError ? (
          <EmptyCard
            title={
              typeTitle
                ? `No ${typeTitle.replace(/^Manage /, '').toLowerCase()} yet`
                : `No ${OFFICE_LABELS[office]} articles yet`
            }
            action={
              <Link to={createPath} className={buttonClass('primary')}>
                <Plus aria-hidden="true" className="size-4" />
                Create the first one
              </Link>
            }
          >
            Articles created for this office are listed here; public ones also appear on the public site.
          </EmptyCard>
        ) : filtered.length === 0 ? (
          <p className="py-12 text-center text-slate-600">No articles found.</p>
        ) : (
          <ArticleRows
            articles={rows}
            sort={sort}
            onSort={(key: SortKey) => setSort((s) => nextSort(s, key))}
            handlers={{
              editPath: (a) => `${newsListPath(office)}/edit/${a.article_id}`,
              ...(contributor
                ? { mayDelete: (a: Article) => a.status === 'draft' }
                : { onPrivacy: setPrivacyFor }),
              onDelete: setDeleting,
              deleteBeforeView: office === 'bsa',
            }}
          />
        )}
        {paged ? <Pager page={current} pages={pages} onPage={setPage} label="Article pages" /> : null}
      </section>
      <ConfirmDialog
        isOpen={privacyFor !== null}
        title={makePrivate ? 'Make Private' : 'Make Public'}
        message={
          makePrivate
            ? `“${privacyFor?.title ?? ''}” will be hidden from the public site.`
            : `“${privacyFor?.title ?? ''}” will be visible on the public site.`
        }
        confirmLabel={makePrivate ? 'Make Private' : 'Make Public'}
        isPending={busy}
        onConfirm={confirmPrivacy}
        onCancel={() => setPrivacyFor(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete article?"
        message={`“${deleting?.title ?? ''}”, its cover photo and its slideshow photos will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        tone="danger"
        isPending={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <MessageDialog message={dialog} onClose={closeDialog} />
    </div>
  );
}
