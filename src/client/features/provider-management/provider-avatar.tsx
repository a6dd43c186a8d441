import type { ManagedProvider } from '@shared/api/provider-management';
import { Avatar, AvatarFallback, AvatarImage } from '@client/components/ui/avatar';

/** The provider's profile image, or the first letter of the name: in a list, or `large` on its own. */
export function ProviderAvatar({
  provider,
  large = false,
}: {
  provider: Pick<ManagedProvider, 'name' | 'profileImageUrl'>;
  large?: boolean;
}) {
  return (
    <Avatar className={large ? 'size-32 text-4xl' : 'size-12 text-lg'}>
      {provider.profileImageUrl && <AvatarImage src={provider.profileImageUrl} alt="" />}
      <AvatarFallback aria-hidden="true">
        {provider.name.trim().charAt(0).toUpperCase()}
      </AvatarFallback>
    </Avatar>
  );
}
