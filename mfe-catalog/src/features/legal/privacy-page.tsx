import { legalPageCopy, privacyPolicy } from '@site/shared/content/legal';
import { Icon } from '@site/shared/ui';
import { LegalDocumentView } from './legal-document';
import { BackLink } from './back-link';

/** /privacidad; SPEC §2: it links back to the home page. */
export default function PrivacyPage() {
  return (
    <LegalDocumentView document={privacyPolicy}>
      <BackLink to="/">
        <Icon name="arrow-left" size={18} /> {legalPageCopy.backHome}
      </BackLink>
    </LegalDocumentView>
  );
}
