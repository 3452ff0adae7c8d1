// A public form posted without JavaScript (src/shared/contract/page-forms.ts): the server draws the page again
// with what the post came to (the fields as typed and their messages, or the success screen) through this
// context. The page hands it to its form's island as a prop, so the island wakes in the same state. Unset when
// the page was asked for by GET, and in the browser.
import { createContext, useContext } from 'react';
import type { PostedForm } from '../../shared/contract/page-forms.ts';

export const PostedFormContext = createContext<unknown>(undefined);

/** What the post of this page's form came to, when the server is drawing the answer to one. */
export function usePostedForm<Sent>(): PostedForm<Sent> | undefined {
  return useContext(PostedFormContext) as PostedForm<Sent> | undefined;
}
