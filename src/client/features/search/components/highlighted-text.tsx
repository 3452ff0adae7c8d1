import { Fragment } from 'react';
import { highlightParts } from '../lib/highlight.ts';

/** Text with the search matches marked (see lib/highlight.ts: nothing is inserted as HTML). */
export function HighlightedText({ html }: { html: string }) {
  return (
    <>
      {highlightParts(html).map((part, i) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are static for a given string
          <mark key={i} className="rounded-sm bg-gold-400/45 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are static for a given string
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
