// The library's Rules and Regulations in a full-screen modal (docs/product/public-site.md#pages, #states): closes with its button,
// Escape or a click outside the panel; page scroll is locked while open and the position restored on close.
import { ScrollText, X } from 'lucide-react';
import { useId, useState } from 'react';
import { libraryRules } from '../../../../../content/pages/library.ts';
import { ContentSectionView } from '../../../components/content/content-blocks.tsx';
import { island } from '../../../islands/island.tsx';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

/** The button that opens the rules, and the dialog: an island of the library pages. */
export function LibraryRules() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        <ScrollText aria-hidden="true" className="size-4" />
        Read the Rules and Regulations
      </button>
      {open && <LibraryRulesDialog onClose={() => setOpen(false)} />}
    </>
  );
}

export const LibraryRulesIsland = island('library-rules', LibraryRules, { when: 'touched' });

export function LibraryRulesDialog({ onClose }: { onClose: () => void }) {
  const { ref, close, onCancel } = useModalDialog(onClose);
  const headingId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (the dialog's cancel event)
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      data-testid="library-rules"
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/70 p-3 backdrop:bg-transparent sm:p-6"
      onCancel={onCancel}
      onClick={(e) => {
        // The dialog element itself is the dimmed area around the panel.
        if (e.target === e.currentTarget) close();
      }}
    >
      <div className="mx-auto flex h-full max-w-3xl flex-col overflow-hidden rounded-2xl bg-white shadow-2xl sm:rounded-3xl">
        <header className="flex items-start justify-between gap-4 border-b border-slate-200 bg-brand-800 px-5 py-4 text-white sm:px-8 sm:py-5">
          <div>
            <p className="text-xs font-semibold tracking-[0.18em] text-gold-400 uppercase">Campus Library</p>
            <h2 id={headingId} className="mt-1 font-display text-xl font-bold sm:text-2xl">
              {libraryRules.title}
            </h2>
          </div>
          <button
            type="button"
            onClick={close}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
            aria-label="Close rules and regulations"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </header>
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboard users can scroll it
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-6 sm:px-8 sm:py-8"
        >
          <p className="leading-7 text-slate-700">{libraryRules.intro}</p>
          <div className="mt-8 grid gap-10">
            {libraryRules.sections.map((s) => (
              <ContentSectionView key={s.id} section={s} headingLevel={3} />
            ))}
          </div>
        </div>
        <footer className="border-t border-slate-200 bg-slate-50 px-5 py-3 text-right sm:px-8">
          <button type="button" onClick={close} className="btn btn-primary">
            Close
          </button>
        </footer>
      </div>
    </dialog>
  );
}
