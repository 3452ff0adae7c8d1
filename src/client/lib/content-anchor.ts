// Content ids carry a prefix (src/shared/html-policy.ts), and the content's own links point at the prefixed
// ids. An address written before, or by hand, still says #section: this finds user-content-section for it.
import { useEffect } from 'react';
import { CONTENT_ID_PREFIX } from '../../shared/html-policy.ts';
import { island } from '../islands/island.tsx';

function scrollToContentAnchor(): void {
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return;
  }
  if (id === '' || document.getElementById(id)) return;
  document.getElementById(`${CONTENT_ID_PREFIX}${id}`)?.scrollIntoView();
}

/** Once the content is drawn, and on every change of the address's #part, follows an unprefixed #part. */
export function useContentAnchors(content: string): void {
  useEffect(() => {
    if (content === '') return;
    scrollToContentAnchor();
    window.addEventListener('hashchange', scrollToContentAnchor);
    return () => window.removeEventListener('hashchange', scrollToContentAnchor);
  }, [content]);
}

/** An island of nothing to see: on an islands page it follows an unprefixed #part in the server's content. */
export function ContentAnchors(): null {
  useContentAnchors('server');
  return null;
}

export const ContentAnchorsIsland = island('content-anchors', ContentAnchors);
