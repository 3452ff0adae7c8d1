// The Staff and Faculty Directories (docs/decisions/0045-directory-contacts.md): every office's and faculty
// member's contacts, and the results of the address's search (?q=), loaded once by the server and read by the
// pages' components and the search island under the same keys.
import { facultyDirectoryText } from '../../../content/directories/faculty-programs.ts';
import { staffDirectoryText } from '../../../content/directories/staff-offices.ts';
import { DIRECTORY_QUERY_MAX } from '../directory-links.ts';
import { collect, definePage, type PageModule, tableRoutes } from './page-module.ts';

/** The search of a directory address (?q=), trimmed as the server trims it. */
export const directoryQueryOf = (params: URLSearchParams): string =>
  (params.get('q') ?? '').trim().slice(0, DIRECTORY_QUERY_MAX);

/** The data key of the whole directory (no search) or of one search. */
export const directoryKey = (q = '') => (q ? `directory:${q.toLowerCase()}` : 'directory');

/** Both directories load the whole list, and the search's results when the address asks for one. */
const loadDirectories: NonNullable<PageModule['load']> = ({ url }, reads, failed) => {
  const q = directoryQueryOf(url.searchParams);
  return collect(
    [
      [directoryKey(), (signal) => reads.directory('', signal)],
      ...(q ? [[directoryKey(q), (signal: AbortSignal) => reads.directory(q, signal)] as const] : []),
    ],
    failed,
  );
};

export const staffRoute = {
  name: 'staff',
  routes: /* @__PURE__ */ tableRoutes('staff'),
  file: 'src/client/features/directories/staff-page.tsx',
  islands: true,
} as const;

export const staffPageModule = /* @__PURE__ */ definePage(staffRoute, {
  load: loadDirectories,
  meta: () => ({ title: staffDirectoryText.title, description: staffDirectoryText.subtitle }),
});

export const facultyRoute = {
  name: 'faculty',
  routes: /* @__PURE__ */ tableRoutes('faculty'),
  file: 'src/client/features/directories/faculty-page.tsx',
  islands: true,
} as const;

export const facultyPageModule = /* @__PURE__ */ definePage(facultyRoute, {
  load: loadDirectories,
  meta: () => ({ title: facultyDirectoryText.title, description: facultyDirectoryText.subtitle }),
});
