import { paths } from '@/src/config/paths';
import { PUBLIC_LAYOUT_TEXT } from '../texts';

/** Public navigation. `end`: Home is highlighted only on / itself. Each label is read when the bar renders. */
export const NAV_ITEMS = [
  {
    get label() {
      return PUBLIC_LAYOUT_TEXT.navHome;
    },
    to: paths.home,
    end: true,
  },
  {
    get label() {
      return PUBLIC_LAYOUT_TEXT.navAbout;
    },
    to: paths.about,
    end: false,
  },
  {
    get label() {
      return PUBLIC_LAYOUT_TEXT.navServices;
    },
    to: paths.services,
    end: false,
  },
  {
    get label() {
      return PUBLIC_LAYOUT_TEXT.navContact;
    },
    to: paths.contact,
    end: false,
  },
] as const;
