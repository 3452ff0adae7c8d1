// What islands use of React Router, for the islands build (vite.islands.config.ts aliases 'react-router' here):
// a page woken as islands has no client router, so a link is a plain link to the server's next page, the
// location is the document's, and navigating loads a document. The markup matches React Router's (the server
// draws the same parts with the real one).
import type { AnchorHTMLAttributes, ReactNode } from 'react';

type To = string;

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
