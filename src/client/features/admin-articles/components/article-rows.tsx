// The rows of Manage News: a sortable table on wide screens and cards on phones, with the same controls.
import clsx from 'clsx';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ExternalLink,
  Globe,
  ImageOff,
  Lock,
  Pencil,
  Trash2,
} from 'lucide-react';
import { Link } from 'react-router';
import { articleStateOf } from '../../../../shared/article-state.ts';
import type { Article } from '../../../../shared/contract/articles.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { ResponsiveTable } from '../../../components/admin/responsive-table.tsx';
import { formatPortalDate, isoDate, publicationDate } from '../../../lib/format.ts';
import { thumbnailSrc, typeLabel } from '../lib/admin-article.ts';
import type { SortKey, SortState } from '../lib/sort-articles.ts';
import { StatusBadge } from './status-badge.tsx';

export interface RowHandlers {
  editPath: (a: Article) => string;
  /** Absent for a contributor, who never changes privacy (ADR 0041): the privacy shows without a switch. */
  onPrivacy?: (a: Article) => void;
  onDelete: (a: Article) => void;
  /** Whether the row offers Delete (a contributor deletes drafts only); always when absent. */
  mayDelete?: (a: Article) => boolean;
  /** bsa lists its actions as Edit, Delete, View (docs/product/admin-portal.md#screens). */
  deleteBeforeView: boolean;
}

function Thumb({ article }: { article: Article }) {
  return article.thumbnail_url ? (
    <img
      src={thumbnailSrc(article.thumbnail_url)}
      alt=""
      width="80"
      height="56"
      loading="lazy"
      className="h-14 w-20 shrink-0 rounded-md bg-slate-100 object-cover"
    />
  ) : (
    <span className="flex h-14 w-20 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-500">
      <ImageOff aria-hidden="true" className="size-5" />
    </span>
  );
}

const TYPE_LOOKS: Record<string, string> = {
  news: 'bg-sky-50 text-sky-800 ring-sky-200',
  proposal: 'bg-violet-50 text-violet-800 ring-violet-200',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  research: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  event: 'bg-amber-50 text-amber-900 ring-amber-200',
  announcement: 'bg-rose-50 text-rose-800 ring-rose-200',
};

function TypeBadge({ type }: { type: string }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        TYPE_LOOKS[type.toLowerCase()] ?? 'bg-slate-100 text-slate-700 ring-slate-300',
      )}
    >
      {typeLabel(type)}
    </span>
  );
}

/**
 * The privacy in words: a draft or scheduled article is not public yet, whatever its privacy, so it reads what
 * happens once it is published (the badge beside it says it is not out).
 */
function privacyWords(article: Article): string {
  const isPublic = article.privacy === 'public';
  const state = articleStateOf(article);
  if (state === 'draft' || state === 'scheduled')
    return isPublic ? 'Public once published' : 'Private once published';
  return isPublic ? 'Public' : 'Private';
}

function PrivacyButton({ article, onPrivacy }: { article: Article; onPrivacy?: (a: Article) => void }) {
  const isPublic = article.privacy === 'public';
  const words = privacyWords(article);
  if (!onPrivacy)
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
        {words}
      </span>
    );
  return (
    <button
      type="button"
      aria-label={`${words}, ${isPublic ? 'make private' : 'make public'}: ${article.title}`}
      onClick={() => onPrivacy(article)}
      className={clsx(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 transition-colors',
        isPublic && words === 'Public'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-300 hover:bg-emerald-100'
          : 'bg-slate-100 text-slate-800 ring-slate-300 hover:bg-slate-200',
      )}
    >
      {isPublic ? (
        <Globe aria-hidden="true" className="size-3.5" />
      ) : (
        <Lock aria-hidden="true" className="size-3.5" />
      )}
      {words}
    </button>
  );
}

function Actions({ article, handlers }: { article: Article; handlers: RowHandlers }) {
  const edit = (
    <Link
      key="edit"
      to={handlers.editPath(article)}
      aria-label={`Edit: ${article.title}`}
      className={buttonClass('secondary', 'sm')}
    >
      <Pencil aria-hidden="true" className="size-3.5" />
      Edit
    </Link>
  );
  const view = (
    <a
      key="view"
      href={`/news/${article.article_id}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`View: ${article.title} (opens in a new tab)`}
      className={buttonClass('ghost', 'sm')}
    >
      <ExternalLink aria-hidden="true" className="size-3.5" />
      View
    </a>
  );
  const remove = (
    <button
      key="delete"
      type="button"
      aria-label={`Delete: ${article.title}`}
      className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
      onClick={() => handlers.onDelete(article)}
    >
      <Trash2 aria-hidden="true" className="size-3.5" />
      Delete
    </button>
  );
  const deletable = handlers.mayDelete?.(article) ?? true;
  return (
    <div className="flex items-center gap-1 lg:justify-end">
      {(handlers.deleteBeforeView ? [edit, remove, view] : [edit, view, remove]).filter(
        (b) => deletable || b !== remove,
      )}
    </div>
  );
}

function SortHeader({
  label,
  sortKey,
  sort,
  onSort,
  className,
}: {
  label: string;
  sortKey: SortKey;
  sort: SortState;
  onSort: (key: SortKey) => void;
  className?: string;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={clsx('px-3 py-3 font-semibold', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="inline-flex min-h-11 items-center gap-1 rounded hover:text-slate-900"
      >
        {label}
        <Icon aria-hidden="true" className={clsx('size-3.5', !active && 'opacity-50')} />
      </button>
    </th>
  );
}

export function ArticleRows({
  articles,
  sort,
  onSort,
  handlers,
}: {
  articles: Article[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  handlers: RowHandlers;
}) {
  return (
    <ResponsiveTable
      rows={articles}
      rowKey={(a) => a.article_id}
      from="lg"
      cardClassName="rounded-xl border border-slate-200 bg-white p-3"
      card={(a) => (
        <>
          <div className="flex gap-3">
            <Thumb article={a} />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-semibold text-slate-900">{a.title || 'Untitled'}</p>
              <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <StatusBadge article={a} />
                <TypeBadge type={a.type} />
                <time dateTime={isoDate(publicationDate(a))}>{formatPortalDate(publicationDate(a))}</time>
              </p>
              <div className="mt-2">
                <PrivacyButton article={a} onPrivacy={handlers.onPrivacy} />
              </div>
            </div>
          </div>
          <div className="mt-3 border-t border-slate-100 pt-2">
            <Actions article={a} handlers={handlers} />
          </div>
        </>
      )}
      head={
        <>
          <th scope="col" className="py-3 pr-3 font-semibold">
            Cover photo
          </th>
          <SortHeader label="Title" sortKey="title" sort={sort} onSort={onSort} />
          <th scope="col" className="px-3 py-3 font-semibold">
            Public or private
          </th>
          <SortHeader label="Type" sortKey="type" sort={sort} onSort={onSort} />
          <SortHeader label="Created" sortKey="created" sort={sort} onSort={onSort} />
          <th scope="col" className="py-3 pl-3 text-right font-semibold">
            Actions
          </th>
        </>
      }
      rowClassName={() => 'align-middle'}
      cells={(a) => (
        <>
          <td className="py-3 pr-3">
            <Thumb article={a} />
          </td>
          <td className="max-w-sm px-3 py-3 font-medium text-slate-900">
            <span className="line-clamp-2">{a.title || 'Untitled'}</span>
            <span className="mt-1 block">
              <StatusBadge article={a} />
            </span>
          </td>
          <td className="px-3 py-3">
            <PrivacyButton article={a} onPrivacy={handlers.onPrivacy} />
          </td>
          <td className="px-3 py-3">
            <TypeBadge type={a.type} />
          </td>
          <td className="px-3 py-3 whitespace-nowrap text-slate-700">
            <time dateTime={isoDate(publicationDate(a))}>{formatPortalDate(publicationDate(a))}</time>
          </td>
          <td className="py-3 pl-3">
            <Actions article={a} handlers={handlers} />
          </td>
        </>
      )}
    />
  );
}
