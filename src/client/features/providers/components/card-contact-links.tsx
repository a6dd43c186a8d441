import { ExternalLink, Globe, Mail, Phone } from 'lucide-react';
import type { ProviderResult } from '@shared/api/providers';
import { streetAddress } from '@shared/rules/street-address';
import { websiteWithFlag } from '@shared/rules/provider-display';
import { ClinicSiteLink } from '@client/components/clinic-site-link';
import { DirectionsLink } from '@client/components/directions-link';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { telHref } from '@shared/rules/tel-link';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-md text-sm text-primary underline-offset-4 hover:underline [&_svg]:size-4 [&_svg]:shrink-0';

// Two side by side in a narrow card (three columns): the words wrap rather than overflow.
const flagLinkClass = 'min-h-11 gap-2 px-2 py-2 text-center text-sm leading-tight';

/**
 * A card's ways to reach the clinic: directions, phone, e-mail and website, and its own booking
 * and contact pages where the website names them.
 */
export function CardContactLinks({ provider }: { provider: ProviderResult }) {
  const booking = websiteWithFlag(provider.websiteUrl, 'appointment');
  const contact = websiteWithFlag(provider.websiteUrl, 'contact');
  // Both are null without a usable (http or https) website, and then no website link shows either.
  const website = booking ? provider.websiteUrl : null;
  return (
    <>
      <ul className="grid text-sm">
        {provider.addressLine && (
          <li>
            <DirectionsLink
              className={cn(linkClass, 'font-medium')}
              address={streetAddress(provider)}
            />
          </li>
        )}
        {provider.phone && (
          <li>
            <a className={linkClass} href={telHref(provider.phone)}>
              <Phone aria-hidden="true" />
              {provider.phone}
            </a>
          </li>
        )}
        {provider.email && (
          <li>
            <a className={cn(linkClass, 'break-all')} href={`mailto:${provider.email}`}>
              <Mail aria-hidden="true" />
              {provider.email}
            </a>
          </li>
        )}
        {website && (
          <li>
            <ClinicSiteLink className={cn(linkClass, 'break-all')} href={website}>
              <Globe aria-hidden="true" />
              {new URL(website).host}
            </ClinicSiteLink>
          </li>
        )}
      </ul>

      {booking && contact && (
        <div className="grid grid-cols-2 gap-2">
          <Button asChild variant="outline" size="custom" wrap className={flagLinkClass}>
            <ClinicSiteLink href={booking} says="book">
              <ExternalLink aria-hidden="true" />
            </ClinicSiteLink>
          </Button>
          <Button asChild variant="outline" size="custom" wrap className={flagLinkClass}>
            <ClinicSiteLink href={contact} says="contactForm">
              <ExternalLink aria-hidden="true" />
            </ClinicSiteLink>
          </Button>
        </div>
      )}
    </>
  );
}
