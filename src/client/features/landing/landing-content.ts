import type { TFunction } from 'i18next';
import { Clock, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react';

// The landing page's words (docs/product.md#who-it-is-for), kept apart from the layout so both
// stay short.

export function landingFeatures(
  t: TFunction<'landing'>,
): { title: string; text: string; icon: LucideIcon }[] {
  return [
    {
      title: t('features.insurance.title'),
      text: t('features.insurance.text'),
      icon: ShieldCheck,
    },
    {
      title: t('features.location.title'),
      text: t('features.location.text'),
      icon: MapPin,
    },
    { title: t('features.wait.title'), text: t('features.wait.text'), icon: Clock },
  ];
}

export function landingSteps(t: TFunction<'landing'>): { title: string; text: string }[] {
  return [
    { title: t('steps.profile.title'), text: t('steps.profile.text') },
    { title: t('steps.search.title'), text: t('steps.search.text') },
    { title: t('steps.basket.title'), text: t('steps.basket.text') },
    { title: t('steps.request.title'), text: t('steps.request.text') },
  ];
}
