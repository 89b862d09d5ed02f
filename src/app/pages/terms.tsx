import { TERMS } from '../../config/legal';
import { LegalDocument } from '../../features/marketing/components/legal-document';

export function TermsPage() {
  return <LegalDocument document={TERMS} />;
}
