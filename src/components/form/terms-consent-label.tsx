import Link from '@mui/material/Link';
import { paths } from '@/src/config/paths';

/**
 * The words of a consent to the Terms and the Privacy Policy, each a link that opens in a new
 * tab (so a form keeps what was typed). `verb` is the form's own wording: sign-up accepts,
 * the identity check agrees to.
 */
export function TermsConsentLabel({ verb }: { verb: 'accept' | 'agree to' }) {
  return (
    <>
      I {verb} the{' '}
      <Link href={paths.terms} target="_blank" rel="noopener">
        Terms and Conditions
      </Link>{' '}
      and the{' '}
      <Link href={paths.privacy} target="_blank" rel="noopener">
        Privacy Policy
      </Link>
      .
    </>
  );
}
