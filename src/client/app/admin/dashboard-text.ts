// The dashboard's words (docs/product/admin-portal.md#dashboard), kept out of the JSX.
export const DASHBOARD_TEXT = {
  description:
    'This is the administrator area of the campus website. Here you publish news for your office, keep articles up to date and choose which of them the public can see.',
  superadminExtra:
    'As a superadmin you can also manage every office’s news and the accounts of other administrators.',
  restriction: 'If your account may not do something, the site stops it and tells you so.',
  actionsTitle: 'Needs doing now',
  nothingToDo: 'Nothing is waiting for you right now.',
  quickStartTitle: 'Quick start',
  quickStart: [
    'Open your office’s news list from the Admin Menu.',
    'Choose Create to write an article: give it a title, a cover photo and at least one photo for the slideshow, then save.',
    'To hide an article from the public site or show it again, tap Public or Private in its row.',
    'Edit an article to fix a typo or change its images; View opens it as visitors see it.',
    'Change your password from the account menu in the top-right corner.',
  ],
} as const;
