import { LegalPage } from './legal-page.tsx';

export const PrivacyPolicyPage = () => <LegalPage document="privacy-policy" />;
export const TermsOfServicePage = () => <LegalPage document="terms-of-service" />;
