import { PRIVACY } from '@/src/config/legal';
import { LegalDocument } from '@/src/features/marketing/components/legal-document';

export function PrivacyPage() {
  return <LegalDocument document={PRIVACY} />;
}
