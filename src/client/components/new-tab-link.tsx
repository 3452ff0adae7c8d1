// A link to another site, opened in a new tab without giving it this page (rel), and saying so to screen
// readers after its own text.
import type { ReactNode } from 'react';

export function NewTabLink({
  href,
  className,
  title,
  children,
}: {
  href: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} title={title}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
