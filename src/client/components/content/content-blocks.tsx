// Renders the structured text of content/pages (paragraphs, lists, numbered items, tables, quotes).
import type { ContentBlock, ContentSection } from '../../../../content/pages/page-types.ts';

export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
        <Block key={i} block={block} />
      ))}
    </>
  );
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="text-base leading-7 text-slate-700 sm:text-[1.0625rem]">{block.text}</p>;
    case 'lead-in':
      return (
        <p className="text-base leading-7 text-slate-700 sm:text-[1.0625rem]">
          <strong className="font-semibold text-slate-900">{block.label}</strong> {block.text}
        </p>
      );
    case 'bullets':
      return (
        <ul className="grid gap-2.5">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 leading-7 text-slate-700">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-gold-400" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    case 'numbered': {
      // Every badge of a list is as wide as its longest number, so 2.1 and 2.10 line their texts up.
      const badgeChars = Math.max(...block.items.map((item) => item.number.length));
      return (
        <ol className="grid gap-3">
          {block.items.map((item) => (
            <li
              key={item.number}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5"
            >
              <span
                aria-hidden="true"
                className="grid h-9 min-w-9 shrink-0 place-items-center rounded-lg bg-brand-700 px-2 text-sm font-bold text-white tabular-nums"
                style={{ width: `calc(${badgeChars}ch + 1rem)` }}
              >
                {item.number}
              </span>
              <span className="self-center leading-7 text-slate-700">
                <span className="sr-only">{item.number}. </span>
                {item.text}
              </span>
            </li>
          ))}
        </ol>
      );
    }
    case 'table':
      return block.columns.length >= 3 ? (
        <>
          <StackedTable block={block} />
          <div className="hidden sm:block">
            <Table block={block} />
          </div>
        </>
      ) : (
        <Table block={block} />
      );
    case 'quote':
      return (
        <blockquote className="relative rounded-2xl border-l-4 border-gold-400 bg-brand-50 px-6 py-5 font-display text-xl leading-8 text-brand-900 sm:text-2xl sm:leading-9">
          <p>{block.text}</p>
          {block.cite && <footer className="mt-2 font-sans text-sm text-slate-600">{block.cite}</footer>}
        </blockquote>
      );
    case 'highlight':
      return (
        <aside className="rounded-xl border border-gold-400/60 bg-gold-400/10 p-5">
          <p className="font-semibold text-slate-900">{block.title}</p>
          <p className="mt-1 leading-7 text-slate-700">{block.text}</p>
        </aside>
      );
  }
}

/** A page section with its heading and blocks; subsections get the next heading level. */
export function ContentSectionView({
  section,
  headingLevel = 2,
}: {
  section: ContentSection;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <Heading
        id={`${section.id}-heading`}
        className={
          headingLevel === 2 ? 'heading-2 text-slate-900' : 'text-lg font-bold text-slate-900 sm:text-xl'
        }
      >
        {section.heading}
      </Heading>
      <div className="mt-4 grid gap-4">
        <ContentBlocks blocks={section.blocks} />
      </div>
      {section.subsections?.map((sub) => (
        <div key={sub.heading} className="mt-6">
          <SubHeading className="text-lg font-semibold text-slate-900">{sub.heading}</SubHeading>
          <div className="mt-3 grid gap-4">
            <ContentBlocks blocks={sub.blocks} />
          </div>
        </div>
      ))}
    </section>
  );
}

type TableBlock = Extract<ContentBlock, { kind: 'table' }>;

function Table({ block }: { block: TableBlock }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 shadow-sm shadow-slate-900/5">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="bg-slate-50 px-4 py-3 text-left text-sm font-semibold text-slate-700">
          {block.caption}
        </caption>
        <thead>
          <tr className="bg-brand-700 text-white">
            {block.columns.map((c) => (
              <th key={c} scope="col" className="px-4 py-2.5 font-semibold">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')} className="border-t border-slate-200 odd:bg-white even:bg-slate-50/70">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={cell} scope="row" className="px-4 py-2.5 font-semibold text-slate-900">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a static row
                  <td key={i} className="px-4 py-2.5 text-slate-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Wide tables on phones: one card per row, each cell labelled with its column. */
function StackedTable({ block }: { block: TableBlock }) {
  const [first, ...rest] = block.columns;
  return (
    <div className="grid gap-3 sm:hidden">
      <p className="text-sm font-semibold text-slate-700">{block.caption}</p>
      <ul className="grid gap-3">
        {block.rows.map((row) => (
          <li
            key={row.join('|')}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm shadow-slate-900/5"
          >
            <p className="font-semibold text-slate-900">
              <span className="sr-only">{first}: </span>
              {row[0]}
            </p>
            <dl className="mt-2 grid gap-1.5 text-sm">
              {rest.map((col, i) => (
                <div key={col} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2">
                  <dt className="text-slate-500">{col}</dt>
                  <dd className="text-slate-800">{row[i + 1]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
