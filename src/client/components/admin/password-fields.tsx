// The portal's password fields, written once: "Current password" where an action asks for it again (two-step
// sign-in, recovery codes), and the new password with its confirmation (the set-password page and the
// change-password dialog), with the rule as the hint and the browser's password manager told what each is.
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_RULE_HINT } from '../../../shared/contract/auth.ts';
import { Field, inputClass } from './form-field.tsx';

export function CurrentPasswordField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <Field label="Current password" required error={error}>
      <input
        type="password"
        autoComplete="current-password"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} max-w-sm`}
      />
    </Field>
  );
}

export function NewPasswordFields({
  newPassword,
  confirm,
  errors,
}: {
  /** react-hook-form's registrations of the two fields. */
  newPassword: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { new_password?: FieldError; new_password_confirm?: FieldError };
}) {
  return (
    <>
      <Field label="New password" hint={PASSWORD_RULE_HINT} error={errors.new_password?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...newPassword} />
      </Field>
      <Field label="Confirm new password" error={errors.new_password_confirm?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...confirm} />
      </Field>
    </>
  );
}
