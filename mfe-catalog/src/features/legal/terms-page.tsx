import { termsAndConditions } from '@site/shared/content/legal';
import { LegalDocumentView } from './legal-document';

/** /terminos: legal notice and terms and conditions. */
export default function TermsPage() {
  return <LegalDocumentView document={termsAndConditions} />;
}
