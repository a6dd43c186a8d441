import type { ManagedProvider } from '@shared/api/provider-management';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';
import { cn } from '@client/lib/cn';

/** The provider's profile image, or the first letter of the name. */
export function ProviderAvatar({
  provider,
  className,
}: {
  provider: Pick<ManagedProvider, 'name' | 'profileImageUrl'>;
  className?: string;
}) {
  return (
    <Avatar className={cn('size-12', className)}>
      {provider.profileImageUrl && <AvatarImage src={provider.profileImageUrl} alt="" />}
      <AvatarFallback aria-hidden="true" className="text-lg">
        {provider.name.trim().charAt(0).toUpperCase()}
      </AvatarFallback>
    </Avatar>
  );
}
