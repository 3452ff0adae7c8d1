// The admissions page: the intake, steps and documents staff keep in the portal's Site area.
import { admissionsPage } from '../../../content/pages/admissions.ts';
import { collect, contentMeta, definePage, tableRoutes } from './page-module.ts';

/** The data key of the admissions block (GET /api/site/admissions). */
export const ADMISSIONS_KEY = 'GET /api/site/admissions';

export const admissionsRoute = {
  name: 'admissions',
  routes: /* @__PURE__ */ tableRoutes('admissions'),
  file: 'src/client/features/admissions/admissions-page.tsx',
  islands: true,
} as const;

export const admissionsPageModule = /* @__PURE__ */ definePage(admissionsRoute, {
  load: (_args, reads, failed) => collect([[ADMISSIONS_KEY, (signal) => reads.admissions(signal)]], failed),
  meta: () => contentMeta(admissionsPage),
});
