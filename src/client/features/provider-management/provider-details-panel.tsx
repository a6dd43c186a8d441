import { CalendarClock, Globe, Image, Mail, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ManagedProvider } from '@shared/api/provider-management';
import { SchedulingLinkForm } from '@client/components/scheduling-link-form';
import { Card, CardContent } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { DetailsTab } from './details-tab';
import { EmailTab } from './email-tab';
import { ProfileImageTab } from './profile-image-tab';
import { WebsiteTab } from './website-tab';

/**
 * The right column: the Profile Image, Website URL, E-mail, Insurance & Services and Scheduling
 * system tabs.
 */
export function ProviderDetailsPanel({
  provider,
  onSaved,
}: {
  provider: ManagedProvider | null;
  onSaved: (provider: ManagedProvider) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <CardContent>
        <h2 className="text-xl font-semibold">{t('details.title')}</h2>
        {provider ? (
          <Tabs defaultValue="image" className="mt-4">
            <TabsList aria-label={t('details.tabs')}>
              <TabsTrigger value="image">
                <Image aria-hidden="true" />
                {t('details.imageTab')}
              </TabsTrigger>
              <TabsTrigger value="website">
                <Globe aria-hidden="true" />
                {t('details.websiteTab')}
              </TabsTrigger>
              <TabsTrigger value="email">
                <Mail aria-hidden="true" />
                {t('details.emailTab')}
              </TabsTrigger>
              <TabsTrigger value="details">
                <ShieldCheck aria-hidden="true" />
                {t('details.verifiedTab')}
              </TabsTrigger>
              <TabsTrigger value="scheduling">
                <CalendarClock aria-hidden="true" />
                {t('details.schedulingTab')}
              </TabsTrigger>
            </TabsList>
            {/* Keyed by provider: choosing another one starts each form from its values. */}
            <TabsContent value="image">
              <ProfileImageTab key={provider.id} provider={provider} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="website">
              <WebsiteTab key={provider.id} provider={provider} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="email">
              <EmailTab key={provider.id} provider={provider} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="details">
              <DetailsTab key={provider.id} provider={provider} onSaved={onSaved} />
            </TabsContent>
            <TabsContent value="scheduling">
              <SchedulingLinkForm
                key={provider.id}
                endpoint={`/api/admin/providers/${provider.id}/scheduling-link`}
              />
            </TabsContent>
          </Tabs>
        ) : (
          <p className="py-16 text-center text-muted-foreground">{t('details.choose')}</p>
        )}
      </CardContent>
    </Card>
  );
}
