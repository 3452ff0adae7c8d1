// React.lazy for a part of a page the server renders: the server loads every such module before it draws a
// page (preloadLazyModules, src/client/entry-server.tsx), so nothing suspends there and the page arrives
// whole, without the inline scripts a suspended boundary would need (the policy allows none). In the browser
// it is a plain lazy component.
import { type ComponentType, lazy } from 'react';

const loaders = new Set<() => Promise<void>>();

export function preloadableLazy<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  loaders.add(() => {
    loading ??= factory().then((m) => {
      loaded = m.default;
    });
    return loading;
  });
  const Lazy = lazy(factory);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at its top level, like React.lazy
  return function PreloadableLazy(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
}

/** Loads every preloadable module defined so far (the modules of the matched routes have been imported). */
export async function preloadLazyModules(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
