// Share links to three social networks. The text is the title prefixed with the upper-case office or course
// abbreviation in brackets, e.g. "[BSIT] BSIT students win first place…".
import { NewTabLink } from '../../../components/new-tab-link.tsx';

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.4V21z" />
    </svg>
  );
}
function XIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z" />
    </svg>
  );
}
function LinkedInIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm7 0h3.8v1.5h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.7 2.6 4.7 6v5.4h-4v-4.8c0-1.2 0-2.6-1.6-2.6s-1.9 1.2-1.9 2.5v4.9h-4z" />
    </svg>
  );
}

export function shareText(abbrev: string, title: string): string {
  return abbrev ? `[${abbrev}] ${title}` : title;
}

export function ShareLinks({ url, text }: { url: string; text: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  const links = [
    {
      name: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${t}`,
      Icon: FacebookIcon,
    },
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}`, Icon: XIcon },
    {
      name: 'LinkedIn',
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
      Icon: LinkedInIcon,
    },
  ];
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ name, href, Icon }) => (
        <li key={name}>
          <NewTabLink
            href={href}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition hover:border-brand-300 hover:text-brand-800"
          >
            <Icon />
            <span>
              <span className="sr-only">Share on </span>
              {name}
            </span>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
