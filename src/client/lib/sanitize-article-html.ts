// The article body for display (lib/article-html-purifier.ts holds the browser's sanitiser).
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { storedHtmlForDisplay } from './stored-html-for-display.ts';

type Sanitise = (html: string) => string;
let loaded: Sanitise | undefined;
let loading: Promise<Sanitise> | undefined;

/** The browser's sanitiser, fetched the first time a body is drawn by the browser itself. */
function loadSanitiser(): Promise<Sanitise> {
  loading ??= import('./article-html-purifier.ts').then((m) => {
    loaded = m.sanitizeArticleHtml;
    return loaded;
  });
  return loading;
}

const subscribeNothing = () => () => {};

/**
 * The article body for display. The body a server-rendered page hydrates with is already in the document as
 * the server drew it, and React keeps that markup whatever string it is given, so sanitising it again here
 * would be long work on a slow phone with nothing to show for it: that body takes the server's own
 * transformation (the same string, so a later render changes nothing). Any other body (a client-side
 * navigation, the editor's preview) goes through the browser's sanitiser.
 */
export function useArticleHtml(content: string): string {
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [serverContent] = useState(() => (hydrating ? content : undefined));
  const fromServer = content === serverContent || typeof window === 'undefined';
  // Re-render once the sanitiser has arrived; until then a browser-drawn body shows nothing unsanitised.
  const [sanitiser, setSanitiser] = useState<Sanitise | undefined>(() => loaded);
  useEffect(() => {
    if (!fromServer && !sanitiser) void loadSanitiser().then((s) => setSanitiser(() => s));
  }, [fromServer, sanitiser]);
  return useMemo(() => {
    if (fromServer) return storedHtmlForDisplay(content);
    return sanitiser ? sanitiser(content) : '';
  }, [content, fromServer, sanitiser]);
}
