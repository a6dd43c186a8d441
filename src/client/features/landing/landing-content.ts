import { Clock, MapPin, ShieldCheck, type LucideIcon } from 'lucide-react';

// The landing page's words (docs/product.md#who-it-is-for), kept apart from the layout so both
// stay short.

export const TAGLINE = 'Because we want to help every family, without calling every provider.';

export const FEATURES: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Insurance Matching',
    text: 'See which providers accept your insurance before you pick up the phone.',
    icon: ShieldCheck,
  },
  {
    title: 'Location-Based Search',
    text: 'Find licensed autism and developmental-care providers near you on an interactive map.',
    icon: MapPin,
  },
  {
    title: 'Shortest Wait Times',
    text: 'Compare wait times side by side and find the earliest openings for your child.',
    icon: Clock,
  },
];

export const STEPS: { title: string; text: string }[] = [
  {
    title: 'Create your profile',
    text: 'Tell us your insurance and the services your child needs, such as an autism evaluation or speech therapy.',
  },
  {
    title: 'Search the map',
    text: 'See providers near you who offer those services, with the ones that take your insurance highlighted.',
  },
  {
    title: 'Fill your care basket',
    text: 'Add every provider you would consider. There is no limit and no commitment.',
  },
  {
    title: 'Request and compare',
    text: 'Send appointment requests to all of them at once and see who can see your child soonest.',
  },
];
