// The create-user form (docs/product/admin-portal.md#validation): the shared contract's rules and messages; role defaults to admin and
// office to the first one /api/admin/offices lists.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createUserSchema } from '../../../../shared/contract/users.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { createUser } from '../api/create-user.ts';
import { getOffices, OFFICES_QUERY_KEY } from '../api/get-offices.ts';

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
  onCreated: () => void;
  onFailed: (error: unknown) => void;
}) {
  const offices = useQuery({ queryKey: OFFICES_QUERY_KEY, queryFn: getOffices, staleTime: 300_000 });
  const firstOffice = offices.data?.[0]?.office_id;
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onChange',
  });

  // Office defaults to the first listed once the list arrives.
  useEffect(() => {
    if (firstOffice !== undefined && !getValues('office_id')) setValue('office_id', String(firstOffice));
  }, [firstOffice, getValues, setValue]);

  const onSubmit = async (values: FormOutput) => {
    try {
      await createUser({ ...values, middle_name: values.middle_name || null });
      reset({ ...EMPTY, office_id: firstOffice !== undefined ? String(firstOffice) : '' });
      onCreated();
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
        <Field label="Role" error={errors.role?.message}>
          <select className={inputClass} {...register('role')}>
            <option value="admin">Admin</option>
            <option value="superadmin">Superadmin</option>
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
          {isSubmitting ? 'Creating…' : 'Create user'}
        </button>
      </form>
    </section>
  );
}
