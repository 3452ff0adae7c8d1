// The change-password dialog (docs/product/admin-portal.md#screens, #validation): three fields, a confirmation, then 'Password updated'
// and the dialog closes after 900 ms.
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHANGE_PASSWORD_MESSAGES,
  type ChangePasswordPayload,
  changePasswordSchema,
} from '../../../../shared/contract/auth.ts';
import {
  AdminModal,
  ConfirmDialog,
  type DialogMessage,
  MessageDialog,
} from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { NewPasswordFields } from '../../../components/admin/password-fields.tsx';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { changePassword } from '../api/change-password.ts';

/** The change-password dialog closes this long after success (docs/product/admin-portal.md#constants). */
const CLOSE_AFTER_MS = 900;

const EMPTY: ChangePasswordPayload = { current_password: '', new_password: '', new_password_confirm: '' };

export function ChangePasswordDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [confirming, setConfirming] = useState<ChangePasswordPayload | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<DialogMessage | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitted, isValid },
  } = useForm<ChangePasswordPayload>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // Every opening starts from an empty form.
  useEffect(() => {
    if (isOpen) {
      reset(EMPTY);
      setDone(false);
    }
  }, [isOpen, reset]);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  const submit = async () => {
    if (!confirming) return;
    setSaving(true);
    try {
      await changePassword(confirming);
      setConfirming(null);
      setDone(true);
    } catch (error) {
      setConfirming(null);
      setFailure({ kind: 'error', title: 'Change password failed', message: portalErrorMessage(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <AdminModal
        isOpen={isOpen}
        onClose={onClose}
        title={done ? 'Password updated' : 'Change password'}
        wide
      >
        {done ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-slate-700">
            <CircleCheck aria-hidden="true" className="size-5 text-brand-700" />
            Your new password is active.
          </p>
        ) : (
          // Carries passwords: never a GET (src/shared/contract/sign-in-forms.ts).
          <form
            method="post"
            className="mt-5 flex flex-col gap-4"
            noValidate
            onSubmit={handleSubmit((values) => setConfirming(values))}
          >
            {isSubmitted && !isValid ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 px-4 py-2.5 text-sm font-medium text-red-800"
              >
                {CHANGE_PASSWORD_MESSAGES.summary}
              </p>
            ) : null}
            <Field label="Current password" error={errors.current_password?.message}>
              <input
                type="password"
                autoComplete="current-password"
                className={inputClass}
                {...register('current_password')}
              />
            </Field>
            <NewPasswordFields
              newPassword={register('new_password')}
              confirm={register('new_password_confirm')}
              errors={errors}
            />
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <button type="button" className={buttonClass('secondary')} onClick={onClose}>
                Cancel
              </button>
              <button type="submit" className={buttonClass('primary')}>
                Change password
              </button>
            </div>
          </form>
        )}
      </AdminModal>
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Change password"
        message="Are you sure you want to change your password?"
        confirmLabel="Yes, change"
        isPending={saving}
        onConfirm={submit}
        onCancel={() => setConfirming(null)}
      />
      <MessageDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
