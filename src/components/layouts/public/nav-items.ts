import { paths } from '@/src/config/paths';

/** Public navigation. `end`: Home is highlighted only on / itself. */
export const NAV_ITEMS = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'About', to: paths.about, end: false },
  { label: 'Services', to: paths.services, end: false },
  { label: 'Contact', to: paths.contact, end: false },
] as const;
