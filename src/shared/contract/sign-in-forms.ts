// The two server-rendered forms that carry a password (docs/product/admin-portal.md#screens, public-site.md
// #pages): they post to their own page, never by GET, so a submit before the scripts have taken over (a slow
// phone, a loaded server, scripts off) never puts the password into the address bar, the history or an access
// log. The server answers such a post by sending the visitor back to the page with this notice.
export const SIGN_IN_FORM_PATHS = { admin: '/administrator/login', monitor: '/honeypot/admin' } as const;
/** The portal's other forms before sign-in (issue 38), answered the same way. */
export const ACCOUNT_FORM_PATHS = {
  forgotPassword: '/administrator/forgot-password',
  setPassword: '/administrator/set-password',
} as const;
/** What those pages say after such a post (nothing was sent or changed). */
export const UNFINISHED_FORM_MESSAGE =
  'Nothing was sent: the page had not finished loading. Please try again. This page needs JavaScript.';

/** The query the server's answer carries back to the page, so the page can say what happened. */
export const UNFINISHED_SIGN_IN_PARAM = 'signin';
export const UNFINISHED_SIGN_IN_VALUE = 'unfinished';

export const UNFINISHED_SIGN_IN_MESSAGE =
  'You were not signed in: the page had not finished loading. Please enter your password again. Signing in needs JavaScript.';

/** Whether the page's address carries the server's notice. */
export function isUnfinishedSignIn(search: string): boolean {
  return new URLSearchParams(search).get(UNFINISHED_SIGN_IN_PARAM) === UNFINISHED_SIGN_IN_VALUE;
}
