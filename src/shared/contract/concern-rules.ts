// The concern form's messages and limits without the schema library, so the public form can show them
// before its validator (concern.ts, with zod) has loaded (docs/product/public-site.md#validation).

export const CONCERN_MESSAGES = {
  messageRequired: 'Please enter your message',
  messageTooShort: 'Message must be at least 10 characters',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  submitFailed: 'An error occurred. Please try again.',
} as const;

export const CONCERN_MESSAGE_MIN = 10;
export const CONCERN_MESSAGE_MAX = 5000;
