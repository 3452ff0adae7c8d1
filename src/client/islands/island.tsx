// A server-rendered part of a public page that a visitor interacts with (docs/decisions/0026-public-pages-as-islands.md).
// The server draws it with React inside a <div data-island="name" data-props="…"> (display: contents); on a page
// whose routes are islands pages the browser loads no React, and src/client/islands/main.ts wakes each such part
// with Preact from its props. In the React application (the portal's preview, pages not yet islands) the wrapper
// is drawn too and the part works as any component.
import { type ComponentType, useContext } from 'react';
import type { PageData } from '../../shared/pages/page-module.ts';
import { PageDataContext } from '../lib/page-data.ts';
import { ViewportGuessContext } from '../lib/use-media-query.ts';
import type { IslandName } from './island-names.ts';

export interface IslandOptions<P> {
  /**
   * The page data keys the part reads with useAsyncData: the server writes what it loaded for them beside the
   * props (data-page), and the browser wakes the part with them, so it fetches nothing while waking.
   */
  data?: (props: P) => string[];
  /**
   * 'touched': the part's code loads only when the visitor first points at, focuses or presses inside it (a
   * press made before it is awake is replayed once it is). For parts below the fold that only answer presses
   * (a chart's viewer, a dialog's button). 'visible': when it comes near the viewport (or is touched first),
   * for parts that move or load by themselves once seen (the home page's carousel, figures and news tabs).
   * Default: at once.
   */
  when?: 'touched' | 'visible';
}

/** `Component` as an island named `name` (its loader in registry.ts returns the same component). Props must be JSON. */
export function island<P extends object>(
  name: IslandName,
  Component: ComponentType<P>,
  options: IslandOptions<P> = {},
): ComponentType<P> {
  function Island(props: P) {
    const pageData = useContext(PageDataContext);
    const { mobile } = useContext(ViewportGuessContext);
    const keys = options.data?.(props) ?? [];
    const data: PageData = {};
    for (const key of keys) {
      const entry = pageData?.[key];
      if (entry) data[key] = entry;
    }
    return (
      <div
        data-island={name}
        data-props={JSON.stringify(props)}
        data-page={keys.length > 0 ? JSON.stringify(data) : undefined}
        data-mobile={mobile ? 'true' : undefined}
        data-when={options.when}
        // The browser's React application has no page data in context (it reads its cache), so data-page differs
        // from the server's there; it is read only by the islands entry.
        suppressHydrationWarning
      >
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
