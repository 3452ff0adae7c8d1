// Modal dialogs of the administrator portal: message (success or error), confirmation and the blocking
// progress overlay. React Aria handles the focus trap, Escape and restoring focus to the trigger.
import clsx from 'clsx';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Dialog, type DialogProps, Heading, Modal, ModalOverlay, ProgressBar } from 'react-aria-components';
import { buttonClass } from './button-styles.ts';

/** Success dialogs close themselves after this long (docs/product/admin-portal.md#states). */
export const SUCCESS_AUTO_CLOSE_MS = 1200;

const overlayClass =
  'fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/50 p-4';
const panelClass = 'w-full max-w-md rounded-2xl bg-white p-6 shadow-xl outline-none';

interface AdminModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Wider panel for forms. */
  wide?: boolean;
  /** Whether a click outside closes it (never for forms or confirmations). */
  isDismissable?: boolean;
  icon?: ReactNode;
}

/**
 * The one modal of the portal and the monitor: an overlay, a focus-trapped dialog that Escape closes (and a
 * click outside when dismissable), focus returned to the trigger. The caller gives the look and the content.
 */
export function ModalShell({
  isOpen,
  onClose,
  isDismissable = false,
  isKeyboardDismissDisabled,
  overlayClassName,
  modalClassName,
  role,
  label,
  children,
}: {
  isOpen: boolean;
  /** Escape, a click outside (when dismissable) or a close slot; without it the dialog stays open. */
  onClose?: () => void;
  isDismissable?: boolean;
  /** Escape does not close it (a blocking progress). */
  isKeyboardDismissDisabled?: boolean;
  overlayClassName: string;
  modalClassName: string;
  role?: 'dialog' | 'alertdialog';
  /** The dialog's name when no Heading slot="title" inside gives it. */
  label?: string;
  children: DialogProps['children'];
}) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={
        onClose
          ? (open) => {
              if (!open) onClose();
            }
          : undefined
      }
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={overlayClassName}
    >
      <Modal className={modalClassName}>
        <Dialog role={role} aria-label={label} className="outline-none">
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** A titled dialog in the portal's panel. */
export function AdminModal({
  isOpen,
  onClose,
  title,
  children,
  role = 'dialog',
  wide,
  isDismissable = false,
  icon,
}: AdminModalProps) {
  return (
    <ModalShell
      isOpen={isOpen}
      onClose={onClose}
      isDismissable={isDismissable}
      overlayClassName={overlayClass}
      modalClassName={clsx(panelClass, wide && 'max-w-lg')}
      role={role}
    >
      <div className="flex items-start gap-3">
        {icon}
        <Heading slot="title" className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
      </div>
      {children}
    </ModalShell>
  );
}

export interface DialogMessage {
  kind: 'success' | 'error';
  title: string;
  /** Body text; for errors usually the server's message. */
  message?: string;
  /** Extra lines under the message (e.g. attempts left). */
  details?: string[];
  /** Success dialogs close after this long (default 1200 ms). */
  autoCloseMs?: number;
}

/** A success or error message. Success closes itself; errors stay until Dismiss. */
export function MessageDialog({ message, onClose }: { message: DialogMessage | null; onClose: () => void }) {
  const autoClose = message?.kind === 'success' ? (message.autoCloseMs ?? SUCCESS_AUTO_CLOSE_MS) : undefined;
  useEffect(() => {
    if (autoClose === undefined) return;
    const timer = window.setTimeout(onClose, autoClose);
    return () => window.clearTimeout(timer);
  }, [autoClose, onClose]);

  const isError = message?.kind === 'error';
  return (
    <AdminModal
      isOpen={message !== null}
      onClose={onClose}
      title={message?.title ?? ''}
      role={isError ? 'alertdialog' : 'dialog'}
      isDismissable={!isError}
      icon={
        isError ? (
          <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        ) : (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        )
      }
    >
      {message?.message ? <p className="mt-3 text-slate-700">{message.message}</p> : null}
      {message?.details?.map((line) => (
        <p key={line} className="mt-2 font-medium text-slate-800">
          {line}
        </p>
      ))}
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: the dialog's only action takes focus, as the dialog pattern expects
          autoFocus
          className={buttonClass(isError ? 'secondary' : 'primary')}
          onClick={onClose}
        >
          {isError ? 'Dismiss' : 'OK'}
        </button>
      </div>
    </AdminModal>
  );
}

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; Cancel takes focus first so Enter never confirms by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  tone = 'primary',
  isPending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AdminModal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      icon={
        tone === 'danger' ? (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
        ) : undefined
      }
    >
      {message ? <div className="mt-3 text-slate-700">{message}</div> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: the safe choice takes focus when the confirmation opens
          autoFocus
          className={buttonClass('secondary')}
          onClick={onCancel}
        >
          Cancel
        </button>
        <button type="button" className={buttonClass(tone)} disabled={isPending} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </AdminModal>
  );
}

/** Blocks the screen while something loads or uploads; `value` (0–100) shows real progress when known. */
export function ProgressOverlay({
  isOpen,
  label,
  value,
}: {
  isOpen: boolean;
  label: string;
  value?: number;
}) {
  return (
    <ModalShell
      isOpen={isOpen}
      isKeyboardDismissDisabled
      overlayClassName={overlayClass}
      modalClassName={clsx(panelClass, 'max-w-sm')}
      label={label}
    >
      <ProgressBar
        aria-label={label}
        value={value ?? 0}
        isIndeterminate={value === undefined}
        className="flex flex-col gap-3"
      >
        {({ percentage }) => (
          <>
            <div className="flex items-baseline justify-between gap-4">
              <span className="font-semibold text-slate-900">{label}</span>
              {value !== undefined ? (
                <span className="text-sm tabular-nums text-slate-600">{Math.round(percentage ?? 0)}%</span>
              ) : null}
            </div>
            <div className="h-2.5 overflow-hidden rounded-full bg-slate-200">
              {value !== undefined ? (
                <div
                  className="h-full rounded-full bg-brand-700 transition-[width] duration-150"
                  style={{ width: `${percentage ?? 0}%` }}
                />
              ) : (
                <div className="h-full w-1/3 rounded-full bg-brand-700 motion-safe:animate-pulse" />
              )}
            </div>
          </>
        )}
      </ProgressBar>
    </ModalShell>
  );
}
