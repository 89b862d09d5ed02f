import Link from '@mui/material/Link';
import { paths } from '@/src/config/paths';
import { FORM_TEXT } from './texts';

// Stand-ins (private-use characters, which no text holds) for the two links in the translated
// sentence: each language puts them where its grammar wants them, and the sentence is cut at
// them to put the links in.
const TERMS = '\uE000';
const PRIVACY = '\uE001';

/**
 * The words of a consent to the Terms and the Privacy Policy, each a link that opens in a new
 * tab (so a form keeps what was typed). `verb` is the form's own wording: sign-up accepts,
 * the identity check agrees to.
 */
export function TermsConsentLabel({ verb }: { verb: 'accept' | 'agree to' }) {
  const sentence = verb === 'accept' ? FORM_TEXT.consentAccept(TERMS, PRIVACY) : FORM_TEXT.consentAgree(TERMS, PRIVACY);
  return (
    <>
      {sentence.split(/([\uE000\uE001])/).map((part, index) =>
        part === TERMS ? (
          <Link key={index} href={paths.terms} target="_blank" rel="noopener">
            {FORM_TEXT.terms}
          </Link>
        ) : part === PRIVACY ? (
          <Link key={index} href={paths.privacy} target="_blank" rel="noopener">
            {FORM_TEXT.privacy}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
