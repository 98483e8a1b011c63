import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleUserIcon, UserIcon } from 'lucide-react';

import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The header's account menu (docs/product.md#app-shell): the account button, and Profile
 * after what comes `before` it; `after` follows (Sign out).
 */
export function AccountMenu({ before, after }: { before?: ReactNode; after?: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <CircleUserIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        {before}
        <DropdownMenuItem asChild>
          <Link to={paths.app.profile}>
            <UserIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        {after}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
