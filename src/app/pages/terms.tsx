import { TERMS } from '@/src/config/legal';
import { LegalDocument } from '@/src/features/marketing/components/legal-document';

export function TermsPage() {
  return <LegalDocument document={TERMS} />;
}
