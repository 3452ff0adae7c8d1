// A server-rendered part of a public page that a visitor interacts with (docs/decisions/0026-public-pages-as-islands.md).
// The server draws it with React inside a <div data-island="name" data-props="…"> (display: contents); on a page
// whose routes are islands pages the browser loads no React, and src/client/islands/main.ts wakes each such part
// with Preact from its props. In the React application (the portal's preview, pages not yet islands) the wrapper
// is drawn too and the part works as any component.
import type { ComponentType } from 'react';
import type { IslandName } from './island-names.ts';

/** `Component` as an island named `name` (a key of ISLANDS, whose loader returns the same component). Props must be JSON. */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <div data-island={name} data-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
