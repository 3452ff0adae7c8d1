// What islands use of React Router, for the islands build (vite.islands.config.ts aliases 'react-router' here):
// a page woken as islands has no client router, so a link is a plain link to the server's next page, the
// location is the document's, and navigating loads a document. The markup matches React Router's (the server
// draws the same parts with the real one).
import { type AnchorHTMLAttributes, type ReactNode, useEffect, useState } from 'react';

type To = string;

/** Parts that read the address's query, told when one of them changes it. */
const queryReaders = new Set<() => void>();

type ParamsChange = URLSearchParams | ((prev: URLSearchParams) => URLSearchParams);

/** The document's query; a change replaces the address in place (no navigation) and redraws the readers. */
export function useSearchParams(): [URLSearchParams, (next: ParamsChange, options?: unknown) => void] {
  const [, redraw] = useState(0);
  useEffect(() => {
    const reader = () => redraw((n) => n + 1);
    queryReaders.add(reader);
    return () => {
      queryReaders.delete(reader);
    };
  }, []);
  const set = (next: ParamsChange) => {
    const { pathname, search, hash } = window.location;
    const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
    window.history.replaceState(window.history.state, '', `${pathname}?${value}${hash}`);
    for (const reader of queryReaders) reader();
  };
  return [new URLSearchParams(window.location.search), set];
}

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

export function useNavigate() {
  return (to: To) => window.location.assign(to);
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To };

export function Link({ to, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
};

/** Active as React Router's NavLink is: the same path, or (without `end`) a path below it. */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = window.location;
  const isActive = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <a
      href={to}
      aria-current={isActive ? 'page' : undefined}
      className={
        typeof className === 'function'
          ? className({ isActive })
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      {...rest}
    />
  );
}
