import * as TabsPrimitive from '@radix-ui/react-tabs';
import { List, Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

// On a phone the words alone, so the tabs and the state choice share one row in either language.
const triggerClass =
  'inline-flex h-11 items-center gap-2 rounded-md px-3 sm:px-4 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:hidden sm:[&_svg]:block [&_svg]:size-4';

/** The Map/List switch; arrow keys move between the two (Radix Tabs). */
export function ViewTabsList() {
  const { t } = useTranslation('search');
  return (
    <TabsPrimitive.List
      aria-label={t('tabs.label')}
      className="inline-flex items-center gap-1 rounded-lg bg-muted p-1"
    >
      <TabsPrimitive.Trigger value="map" className={triggerClass}>
        <MapIcon aria-hidden="true" />
        {t('tabs.map')}
      </TabsPrimitive.Trigger>
      <TabsPrimitive.Trigger value="list" className={triggerClass}>
        <List aria-hidden="true" />
        {t('tabs.list')}
      </TabsPrimitive.Trigger>
    </TabsPrimitive.List>
  );
}
