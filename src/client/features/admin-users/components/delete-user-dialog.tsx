// The delete-account confirmation (docs/product/admin-portal.md#screens: the dialog exists, no visible button opens it).
import { useState } from 'react';
import type { User } from '../../../../shared/contract/users.ts';
import { ConfirmDialog } from '../../../components/admin/admin-dialogs.tsx';
import { deleteUser } from '../api/delete-user.ts';

export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
  onFailed,
}: {
  user: User | null;
  onClose: () => void;
  onDeleted: () => void;
  onFailed: (error: unknown) => void;
}) {
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (!user) return;
    setPending(true);
    try {
      await deleteUser(user.id);
      onClose();
      onDeleted();
    } catch (error) {
      onClose();
      onFailed(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      isOpen={user !== null}
      title="Delete user?"
      message={`${user?.email ?? ''} will be removed permanently. This cannot be undone.`}
      confirmLabel="Delete"
      tone="danger"
      isPending={pending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
