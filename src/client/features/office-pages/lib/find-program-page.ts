import { type ProgramPageText, programPages } from '../../../../../content/pages/office-pages.ts';

/** The programme page of a /programs/{sub} address (any letter case), or undefined. */
export function findProgramPage(sub: string | undefined): ProgramPageText | undefined {
  const key = (sub ?? '').toLowerCase();
  return programPages.find((p) => p.sub === key);
}
