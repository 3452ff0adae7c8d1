// The public site's menu: the header's dropdown groups and direct links. Every address comes from the route
// table in src/shared/routes.ts.
import { PROGRAM_SUBS, type SitePath } from '../../shared/routes.ts';

export interface NavLinkItem {
  label: string;
  /** A page of the route table (src/shared/routes.ts): a mistyped or removed address fails the type check. */
  to: SitePath;
}
export interface NavGroup {
  label: string;
  /** Path prefixes that make this group the active section. */
  match: string[];
  items: NavLinkItem[];
}
export type NavEntry =
  | ({ kind: 'link' } & NavLinkItem & { match: string[] })
  | ({ kind: 'group' } & NavGroup);

/** The About pages, as the header's About menu and the footer's About column list them. */
const ABOUT_LINKS: NavLinkItem[] = [
  { label: 'Historical Background', to: '/about/history' },
  { label: 'Mission & Vision', to: '/about/mission-vision' },
  { label: 'Quality Policy', to: '/about/quality-policy' },
  { label: "Citizens' Charter", to: '/quick-links/citizens-charter' },
  { label: 'Careers', to: '/careers' },
  { label: 'Send a Concern', to: '/send-concern' },
  { label: 'Freedom of Information', to: '/foi' },
];

export const navigation: NavEntry[] = [
  { kind: 'link', label: 'Home', to: '/', match: [] },
  {
    kind: 'group',
    label: 'Administration',
    match: ['/administration'],
    items: [
      { label: 'About the Administration', to: '/administration' },
      { label: 'Administration News', to: '/administration/news' },
    ],
  },
  {
    kind: 'group',
    label: 'Programs',
    // Research and extension programme pages belong to their own sections.
    match: PROGRAM_SUBS.map((sub) => `/programs/${sub}`),
    items: [
      { label: 'BS Information Technology', to: '/programs/bsit' },
      { label: 'Bachelor of Secondary Education', to: '/programs/bsed' },
      { label: 'BTVTEd', to: '/programs/btvted' },
      { label: 'BS Agriculture', to: '/programs/bsa' },
    ],
  },
  {
    kind: 'group',
    label: 'Research',
    match: ['/research', '/programs/research'],
    items: [
      { label: 'Research News', to: '/research/news' },
      { label: 'Research Proposals', to: '/research/proposals' },
      { label: 'Research Published', to: '/research/published' },
      { label: 'Research Program', to: '/research/program' },
      { label: 'Research Agenda', to: '/research/agenda' },
    ],
  },
  {
    kind: 'group',
    label: 'Extension',
    match: ['/extension', '/programs/extension'],
    items: [
      { label: 'Extension News', to: '/extension/news' },
      { label: 'Extension Proposals', to: '/extension/proposals' },
      { label: 'Extension Completed', to: '/extension/completed' },
      { label: 'Extension Program', to: '/extension/program' },
      { label: 'Extension Agenda', to: '/extension/agenda' },
    ],
  },
  { kind: 'link', label: 'Library', to: '/library', match: ['/library'] },
  {
    kind: 'group',
    label: 'Faculty & Staff',
    match: ['/faculty', '/staff'],
    items: [
      { label: 'Faculty Directory', to: '/faculty' },
      { label: 'Staff Directory', to: '/staff' },
    ],
  },
  {
    kind: 'group',
    label: 'About',
    match: ['/about', '/quick-links', '/careers', '/send-concern', '/foi'],
    items: ABOUT_LINKS,
  },
];

/**
 * The paths by what visitors come to do, above the main menu on every width (the spec's menus stay as they
 * are). Other pages join here as they are built.
 */
export const audiencePaths: NavLinkItem[] = [
  { label: 'Admissions', to: '/admissions' },
  { label: 'Students', to: '/students' },
  { label: 'Faculty & Staff', to: '/faculty-staff' },
  { label: 'Alumni & Careers', to: '/alumni' },
];

export function isActive(pathname: string, match: string[], to?: string): boolean {
  if (to === '/') return pathname === '/';
  // Programme slugs are case-insensitive (docs/product/public-site.md#pages).
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return match.some((m) => path === m || path.startsWith(`${m}/`));
}

/** The footer's two link columns. */
export const footerNavigation: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'About',
    links: ABOUT_LINKS,
  },
  {
    title: 'News & Directories',
    links: [
      { label: 'Administration News', to: '/administration/news' },
      { label: 'Research News', to: '/research/news' },
      { label: 'Extension News', to: '/extension/news' },
      { label: 'Library', to: '/library' },
      { label: 'Faculty Directory', to: '/faculty' },
      { label: 'Staff Directory', to: '/staff' },
    ],
  },
];
