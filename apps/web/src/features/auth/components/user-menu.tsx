import { DatabaseIcon, LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { AccountMenu } from '@/components/layout/account-menu';
import { PackageSummary } from '@/components/account/package-summary';
import { paths } from '@/config/paths';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { signOut } from '../api/auth-api';
import { useLeaveSession } from '../lib/use-leave-session';

/**
 * The header's user menu (docs/product.md#app-shell): Profile, What is live for an admin
 * (docs/operations.md#what-is-live), and Sign out back to /.
 */
export function UserMenu() {
  const session = useSession();
  const leave = useLeaveSession();

  const onSignOut = async () => {
    try {
      await signOut();
    } catch (error) {
      toast.error('Sign out failed', { description: errorMessage(error) });
      return;
    }
    await leave();
  };

  return (
    <AccountMenu
      before={
        session.me ? (
          <>
            <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
              {session.me.user.email}
            </DropdownMenuLabel>
            <DropdownMenuLabel className="max-w-64 font-normal">
              <PackageSummary me={session.me} compact />
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null
      }
      after={
        <>
          {session.me?.roles.includes('admin') && (
            <DropdownMenuItem asChild>
              <Link to={paths.app.admin.dataStatus}>
                <DatabaseIcon aria-hidden="true" />
                What is live
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void onSignOut()}>
            <LogOutIcon aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
        </>
      }
    />
  );
}
