// The portal's lists: a card per row on phones, a table from a given width (both are drawn; CSS shows one).
// The screen gives the card's content, the table's header cells and each row's cells. Column titles are
// words in sentence case, never shouted in capitals (docs/product/portal-words.md).
import clsx from 'clsx';
import type { Key, ReactNode } from 'react';

const SHOW = {
  md: { list: 'md:hidden', table: 'hidden md:block' },
  lg: { list: 'lg:hidden', table: 'hidden lg:block' },
} as const;

export function ResponsiveTable<T>({
  rows,
  rowKey,
  from,
  className,
  listClassName = 'flex flex-col gap-3',
  card,
  cardClassName = 'rounded-xl border border-slate-200 p-4',
  tableClassName,
  head,
  cells,
  rowClassName,
  lastColumnRight = false,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** The width from which the table shows instead of the cards. */
  from: keyof typeof SHOW;
  /** Classes of both the list and the table's box (e.g. a top margin). */
  className?: string;
  listClassName?: string;
  /** One row as a card (phones). */
  card: (row: T) => ReactNode;
  cardClassName?: string | ((row: T) => string);
  /** Classes of the table's box besides the margin (e.g. overflow-x-auto). */
  tableClassName?: string;
  /** The column names, or header cells of its own (<th scope="col">, e.g. sort buttons). */
  head: readonly string[] | ReactNode;
  /** The last column (actions) is aligned right. */
  lastColumnRight?: boolean;
  /** One row's cells (<td>). */
  cells: (row: T) => ReactNode;
  rowClassName?: (row: T) => string | undefined;
}) {
  return (
    <>
      <ul className={clsx(className, listClassName, SHOW[from].list)}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className={typeof cardClassName === 'function' ? cardClassName(row) : cardClassName}
          >
            {card(row)}
          </li>
        ))}
      </ul>
      <div className={clsx(className, SHOW[from].table, tableClassName)}>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-sm text-slate-700">
            <tr>{isColumnList(head) ? <ColumnNames names={head} lastRight={lastColumnRight} /> : head}</tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {cells(row)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const isColumnList = (head: unknown): head is readonly string[] =>
  Array.isArray(head) && head.every((h) => typeof h === 'string');

function ColumnNames({ names, lastRight }: { names: readonly string[]; lastRight: boolean }) {
  return names.map((name, i) => (
    <th
      key={name}
      scope="col"
      className={clsx(
        'font-semibold',
        i === 0 ? 'py-3 pr-3' : i === names.length - 1 ? 'py-3 pl-3' : 'px-3 py-3',
        lastRight && i === names.length - 1 && 'text-right',
      )}
    >
      {name}
    </th>
  ));
}
