// The create-user form (docs/product/admin-portal.md#validation): the shared contract's rules and messages; role defaults to admin and
// office to the first one /api/admin/offices lists. "Send an invitation instead" (issue 38, on by default)
// leaves the passwords out: the new user chooses one through the mailed link.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { INVITATION_LINK_DAYS } from '../../../../shared/contract/account-links.ts';
import { createUserSchema, inviteUserSchema } from '../../../../shared/contract/users.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { createUser } from '../api/create-user.ts';
import { getOffices, OFFICES_QUERY_KEY } from '../api/get-offices.ts';
import { inviteUser } from '../api/invitations.ts';

type FormInput = z.input<typeof createUserSchema>;
type FormOutput = z.output<typeof createUserSchema>;

const EMPTY: FormInput = {
  email: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  password: '',
  password_confirm: '',
  role: 'admin',
  office_id: '',
};

export function CreateUserForm({
  onCreated,
  onFailed,
}: {
  /** `message` says how the account was made (an invitation's fate), or nothing for a typed password. */
  onCreated: (message?: string) => void;
  onFailed: (error: unknown) => void;
}) {
  const offices = useQuery({ queryKey: OFFICES_QUERY_KEY, queryFn: getOffices, staleTime: 300_000 });
  const firstOffice = offices.data?.[0]?.office_id;
  const [invite, setInvite] = useState(true);
  // An invitation is checked without the passwords (they are not asked for).
  const resolver: Resolver<FormInput, unknown, FormOutput> = (values, context, options) =>
    invite
      ? (zodResolver(inviteUserSchema)(values, context, options as never) as ReturnType<
          Resolver<FormInput, unknown, FormOutput>
        >)
      : zodResolver(createUserSchema)(values, context, options);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  });

  // Office defaults to the first listed once the list arrives.
  useEffect(() => {
    if (firstOffice !== undefined && !getValues('office_id')) setValue('office_id', String(firstOffice));
  }, [firstOffice, getValues, setValue]);

  const onSubmit = async (values: FormOutput) => {
    try {
      const middle_name = values.middle_name || null;
      let message: string | undefined;
      if (invite) {
        const { password: _p, password_confirm: _c, ...account } = values;
        message = await inviteUser({ ...account, middle_name });
      } else await createUser({ ...values, middle_name });
      reset({ ...EMPTY, office_id: firstOffice !== undefined ? String(firstOffice) : '' });
      onCreated(message);
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <section
      aria-labelledby="create-user-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="create-user-title" className="text-lg font-semibold text-slate-900">
        Create user
      </h2>
      {/* Carries a password: never a GET (src/shared/contract/sign-in-forms.ts). */}
      <form
        method="post"
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
      >
        <Field label="First name" error={errors.first_name?.message}>
          <input type="text" autoComplete="off" className={inputClass} {...register('first_name')} />
        </Field>
        <Field label="Middle name" optional error={errors.middle_name?.message}>
          <input type="text" autoComplete="off" className={inputClass} {...register('middle_name')} />
        </Field>
        <Field label="Last name" error={errors.last_name?.message}>
          <input type="text" autoComplete="off" className={inputClass} {...register('last_name')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="off" className={inputClass} {...register('email')} />
        </Field>
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-3">
          <label className="flex min-h-11 items-center gap-3 text-slate-900">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={invite}
              onChange={(e) => setInvite(e.target.checked)}
              aria-describedby="create-user-invite-hint"
            />
            <span className="font-medium">Send an invitation instead</span>
          </label>
          <p id="create-user-invite-hint" className="text-sm text-slate-600">
            {invite
              ? `The new user gets an e-mail with a link to choose their own password. The link works once, for ${INVITATION_LINK_DAYS} days.`
              : 'You choose the password now and give it to the new user yourself.'}
          </p>
        </div>
        {invite ? null : (
          <>
            <Field label="Password" error={errors.password?.message}>
              <input
                type="password"
                autoComplete="new-password"
                className={inputClass}
                {...register('password')}
              />
            </Field>
            <Field label="Confirm password" error={errors.password_confirm?.message}>
              <input
                type="password"
                autoComplete="new-password"
                className={inputClass}
                {...register('password_confirm')}
              />
            </Field>
          </>
        )}
        <Field label="Role" error={errors.role?.message}>
          <select className={inputClass} {...register('role')}>
            <option value="admin">Admin</option>
            <option value="superadmin">Superadmin</option>
            <option value="contributor">Contributor (writes drafts for review)</option>
          </select>
        </Field>
        <Field label="Office" error={errors.office_id?.message}>
          <select className={inputClass} {...register('office_id')}>
            {offices.data ? null : <option value="">Loading offices…</option>}
            {offices.data?.map((o) => (
              <option key={o.office_id} value={o.office_id}>
                {o.course_abbrev} – {o.course_name}
              </option>
            ))}
          </select>
        </Field>
        <button
          type="submit"
          className={buttonClass('primary', 'md', 'sm:col-span-2 lg:col-span-3 lg:justify-self-end')}
          disabled={isSubmitting}
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {isSubmitting ? 'Creating…' : invite ? 'Create user and send invitation' : 'Create user'}
        </button>
      </form>
    </section>
  );
}
