import { CalendarDays, LogOut, ShieldCheck, ShoppingBasket, UserRound } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '@shared/api/auth';
import { avatarInitials, fullName } from '@shared/rules/user-display';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';

/** The signed-in header's avatar menu: who is signed in, and links to their pages. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { t: profileT } = useTranslation('profile');
  const initials = avatarInitials(user, profileT);
  const signOut = useRef<HTMLFormElement>(null);
  // The Admin Panel link shows for every user; the server decides what they may do
  // (docs/product.md#roles-and-access).
  const links = [
    { to: '/profile', label: t('userMenu.profile'), Icon: UserRound },
    { to: '/care-basket', label: t('userMenu.careBasket'), Icon: ShoppingBasket },
    { to: '/appointments', label: t('userMenu.appointments'), Icon: CalendarDays },
    { to: '/admin', label: t('userMenu.admin'), Icon: ShieldCheck },
  ];
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it holds focusable
    // elements, which screen readers handle poorly; a menu needs no focus trap (ARIA APG).
    <DropdownMenu modal={false}>
      {/* The visible initials must be part of the control's name (WCAG 2.5.3 label in name). */}
      <DropdownMenuTrigger
        aria-label={t('userMenu.label', { initials })}
        className="rounded-full transition-shadow hover:ring-2 hover:ring-primary-soft"
      >
        <Avatar className="size-9 text-sm">
          {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
          <AvatarFallback>{initials}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{fullName(user, profileT)}</span>
          {user.email && (
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map(({ to, label, Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => signOut.current?.requestSubmit()}>
          <LogOut aria-hidden="true" />
          {t('userMenu.logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
      {/* Signing out is a POST (no other site can make a browser send it) and a full page load
          that ends the session server-side; outside the menu, which unmounts as it closes. */}
      <form ref={signOut} method="post" action="/api/logout" hidden />
    </DropdownMenu>
  );
}
