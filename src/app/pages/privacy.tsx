import { PRIVACY } from '../../config/legal';
import { LegalDocument } from '../../features/marketing/components/legal-document';

export function PrivacyPage() {
  return <LegalDocument document={PRIVACY} />;
}
