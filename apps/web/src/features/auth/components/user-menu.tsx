import { Link } from 'react-router';
import { CircleUserIcon, LogOutIcon, UserIcon } from 'lucide-react';
import { toast } from 'sonner';

import { PackageSummary } from '@/components/account/package-summary';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { signOut } from '../api/auth-api';
import { useLeaveSession } from '../lib/use-leave-session';

/** The header's user menu (docs/product.md#app-shell): Profile, and Sign out back to /. */
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
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <CircleUserIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {session.me ? (
          <>
            <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
              {session.me.user.email}
            </DropdownMenuLabel>
            <DropdownMenuLabel className="max-w-64 font-normal">
              <PackageSummary me={session.me} compact />
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={paths.app.profile}>
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
