// The dashboard's words (docs/product/admin-portal.md#dashboard), kept out of the JSX.
export const DASHBOARD_TEXT = {
  description:
    'This is the administrator area of the campus website. Here you publish news for your office, keep articles up to date and choose which of them the public can see.',
  superadminExtra:
    'As a superadmin you can also manage every office’s news and the accounts of other administrators.',
  restriction: 'If an action is restricted for your account, the server will prevent it.',
  quickStartTitle: 'Quick start',
  quickStart: [
    'Open your office’s news list from the Admin Menu.',
    'Choose Create to write an article: give it a title, a thumbnail and at least one slider image, then save.',
    'Use the Privacy control of a row to hide an article from the public site or show it again.',
    'Edit an article to fix a typo or change its images; View opens it as visitors see it.',
    'Change your password from the account menu in the top-right corner.',
  ],
} as const;
