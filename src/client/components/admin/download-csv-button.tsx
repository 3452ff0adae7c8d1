// "Download CSV" on the report screens: starts the download, and says so in a dialog when it fails.
import { Download } from 'lucide-react';
import { useCallback, useState } from 'react';
import { portalErrorMessage } from '../../lib/portal-call.ts';
import { type DialogMessage, MessageDialog } from './admin-dialogs.tsx';
import { buttonClass } from './button-styles.ts';

export function DownloadCsvButton({
  disabled,
  download,
}: {
  disabled: boolean;
  download: () => Promise<void>;
}) {
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={disabled}
        onClick={() =>
          download().catch((error: unknown) =>
            setDialog({ kind: 'error', title: 'Download failed', message: portalErrorMessage(error) }),
          )
        }
      >
        <Download aria-hidden="true" className="size-4" />
        Download CSV
      </button>
      <MessageDialog message={dialog} onClose={closeDialog} />
    </>
  );
}
