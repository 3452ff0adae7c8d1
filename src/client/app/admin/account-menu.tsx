// The header's account dropdown (docs/product/admin-portal.md#shell): Change password, Two-step sign-in, Sessions and Sign out.
import { ChevronDown, KeyRound, LogOut, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { SESSIONS_PATH, TWO_FACTOR_PATH } from '../../features/admin-account/account-routes.tsx';
import type { AdminUser } from '../../lib/admin-user.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2.5 text-slate-800 outline-none data-[focused]:bg-brand-50 data-[focused]:text-brand-900';

export function AccountMenu({
  user,
  onChangePassword,
  onSignOut,
}: {
  user: AdminUser;
  onChangePassword: () => void;
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || 'A';
  return (
    <MenuTrigger>
      <Button className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-white outline-none hover:bg-white/10 data-[focus-visible]:outline-3 data-[focus-visible]:outline-gold-400">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-gold-400 text-sm font-bold text-brand-900"
        >
          {initials}
        </span>
        <span className="sr-only">Account: </span>
        <span className="sr-only max-w-48 truncate text-sm font-medium sm:not-sr-only sm:block">
          {user.first_name} {user.last_name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      <Popover
        placement="bottom end"
        className="min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
      >
        <Menu
          aria-label="Account"
          className="outline-none"
          onAction={(key) => {
            if (key === 'password') onChangePassword();
            else if (key === 'two-factor') navigate(TWO_FACTOR_PATH);
            else if (key === 'sessions') navigate(SESSIONS_PATH);
            else onSignOut();
          }}
        >
          <MenuItem id="password" className={itemClass}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change password
          </MenuItem>
          <MenuItem id="two-factor" className={itemClass}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Two-step sign-in
          </MenuItem>
          <MenuItem id="sessions" className={itemClass}>
            <MonitorSmartphone aria-hidden="true" className="size-4" />
            Sessions
          </MenuItem>
          <MenuItem id="signout" className={itemClass}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
