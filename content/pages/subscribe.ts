// Texts of the subscription pages (/subscribe and the links in subscriber mail, src/server/seo/subscribe-page.ts)
// and of the mail itself (src/server/services/subscriptions.ts).
import { siteConfig } from '../../config/site.ts';

export const subscribePage = {
  title: 'Get alerts and news by e-mail',
  lead: `Campus alerts, news, events and vacancies of ${siteConfig.campus_name} by e-mail, as they are posted or in a daily or weekly digest.`,
  intro:
    'Choose what you want to hear about and how often. Campus alerts, such as class suspensions, are always sent at once.',
  email: 'Your e-mail address',
  topics: 'Topics',
  notSubscribed: 'Not subscribed',
  alertsNote: 'Always sent at once',
  submit: 'Subscribe',
  save: 'Save my choices',
  sent: {
    title: 'Check your inbox',
    text: 'If this address can receive mail, a message with a link to confirm is on its way. Nothing is sent until you confirm. Unconfirmed addresses are deleted after 7 days.',
  },
  confirm: {
    title: 'Confirm your subscription',
    text: 'Press the button to start receiving the mail you chose.',
    button: 'Confirm my subscription',
    done: 'You are subscribed. Every mail we send has a link to change your choices or to unsubscribe.',
  },
  manage: {
    title: 'Your subscription',
    saved: 'Your choices are saved.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: 'Press the button to stop all mail to this address and delete it from our list.',
    button: 'Unsubscribe',
    done: 'You are unsubscribed. We have deleted your address and will send you nothing more.',
  },
  privacyTitle: 'Your privacy',
  privacy: [
    'We keep your e-mail address, the topics and frequencies you chose, and when you subscribed and confirmed. We use them only to send you the mail you asked for.',
    'An address that is not confirmed within 7 days is deleted. When you unsubscribe, your address and choices are deleted at once.',
    'If mail to your address fails permanently, we stop sending and keep the address, marked as failing, until you subscribe again or ask us to delete it.',
    'Campus staff see only how many people follow each topic; the campus administrators can export the list for the campus records.',
  ],
} as const;

export const subscriberMail = {
  confirmSubject: `Confirm your subscription to ${siteConfig.campus_name}`,
  confirmText: (link: string) =>
    `Someone, probably you, asked to receive mail from ${siteConfig.campus_name} at this address.\n\nTo confirm, open this link and press the button:\n${link}\n\nIf it was not you, ignore this message: nothing more will be sent, and the address is deleted after 7 days.`,
  alreadySubject: `Your subscription to ${siteConfig.campus_name}`,
  alreadyText: (link: string) =>
    `Someone asked to subscribe this address, which is already subscribed. To change your choices or unsubscribe, open:\n${link}`,
  footer: (manage: string, unsubscribe: string) =>
    `You receive this because you subscribed at ${siteConfig.campus_name}.\nChange your choices: ${manage}\nUnsubscribe: ${unsubscribe}`,
  alertSubject: (kind: string, title: string) => `${kind}: ${title}`,
  updateSubject: (title: string) => `Update: ${title}`,
  liftedSubject: (title: string) => `Lifted: ${title}`,
  digestSubject: (frequency: 'immediately' | 'daily' | 'weekly') =>
    frequency === 'daily'
      ? `Today at ${siteConfig.campus_name}`
      : frequency === 'weekly'
        ? `This week at ${siteConfig.campus_name}`
        : `New at ${siteConfig.campus_name}`,
} as const;
