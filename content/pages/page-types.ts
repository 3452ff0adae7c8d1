// The shape of a long static page (history, mission, agendas, library rules…). Content files hold plain
// structured text; the site renders it, so an editor changes words here without touching components.

export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  /** A short bold run-in label followed by text, e.g. "Home use: one week". */
  | { kind: 'lead-in'; label: string; text: string }
  | { kind: 'bullets'; items: string[] }
  /** Items with their own printed numbers, e.g. 2.1 … 2.10, so the numbering survives editing. */
  | { kind: 'numbered'; items: { number: string; text: string }[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'quote'; text: string; cite?: string }
  | { kind: 'highlight'; title: string; text: string };

export interface ContentSubsection {
  heading: string;
  blocks: ContentBlock[];
}

export interface ContentSection {
  /** Anchor id, unique on the page. */
  id: string;
  heading: string;
  blocks: ContentBlock[];
  subsections?: ContentSubsection[];
}

export interface ContentPage {
  /** Browser title and main heading. */
  title: string;
  /** Small label above the heading, naming the section of the site. */
  eyebrow: string;
  /** One or two sentences under the heading. */
  lead: string;
  sections: ContentSection[];
  /** Other pages of the same group, shown at the end. */
  related: { label: string; to: string }[];
}
