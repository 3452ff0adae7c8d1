// The FOI disclosure log, /foi/register?page= (docs/decisions/0031-foi-requests.md): every request with its
// status and decision, never the requester.
import { siteConfig } from '../../../config/site.ts';
import { collect, definePage, tableRoutes } from './page-module.ts';

export const FOI_REGISTER_TITLE = 'FOI Disclosure Log';

/** The data key of one page of the log (GET /api/foi/register?page=). */
export const registerKey = (page: number) => `GET /api/foi/register?page=${page}`;

/** The page number of a register address (?page=2), 1 when absent or not a number. */
export const registerPageOf = (search: string) => {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n > 0 && n <= 100_000 ? n : 1;
};

export const foiRegisterRoute = {
  name: 'foiRegister',
  routes: /* @__PURE__ */ tableRoutes('foiRegister'),
  file: 'src/client/features/foi/register-page.tsx',
  islands: true,
} as const;

export const foiRegisterPageModule = /* @__PURE__ */ definePage(foiRegisterRoute, {
  load: ({ url }, reads, failed) => {
    const page = registerPageOf(url.search);
    return collect([[registerKey(page), (signal) => reads.foiRegister(page, signal)]], failed);
  },
  meta: () => ({
    title: FOI_REGISTER_TITLE,
    description: `Every Freedom of Information request received by the ${siteConfig.campus_name}, with its status and decision.`,
  }),
});
