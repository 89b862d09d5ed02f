import { countryOptionByName } from '@/common/countries';
import type { Profile } from '@/src/types/api';
import type { KycFormValues } from './kyc-form-schema';

/**
 * What sign-up already knows, so it is not typed twice: the name (first word, then the rest),
 * the phone number and the country, which sign-up asks as where the person lives: the
 * address's country. Nationality is not guessed from it; people often live abroad.
 */
export function prefillFromProfile(profile: Profile): Partial<KycFormValues> {
  const [first = '', ...rest] = profile.name.trim().split(/\s+/);
  const country = countryOptionByName(profile.country);
  return {
    first_name: first,
    last_name: rest.join(' '),
    phone_no: profile.phone_no,
    ...(country && { address_country: country }),
  };
}
