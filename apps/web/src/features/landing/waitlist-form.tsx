import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { okResponseSchema } from '@skinsight/shared/api';
import { isLocale } from '@skinsight/shared/locales';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, Field } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** The waitlist/newsletter form (spec sections 2 and 5): stored with its consents on the server. */
export function WaitlistForm() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [joining, setJoining] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: t('waitlist.emailRequired.title'), description: t('waitlist.emailRequired.message'), variant: 'destructive' });
      return;
    }
    if (!privacy) {
      toast({ title: t('waitlist.privacyRequired.title'), description: t('waitlist.privacyRequired.message'), variant: 'destructive' });
      return;
    }
    setJoining(true);
    try {
      await apiRequest('/api/waitlist', okResponseSchema, {
        method: 'POST',
        json: { email, privacyConsent: true, marketingConsent: marketing, locale: isLocale(i18n.language) ? i18n.language : 'en' },
      });
      toast({ title: t('waitlist.success.title'), description: t('waitlist.success.message') });
    } catch (error) {
      toast({ title: t('waitlist.failed'), description: apiErrorMessage(t, error), variant: 'destructive' });
    } finally {
      setJoining(false);
    }
  }

  return (
    <form onSubmit={submit} className="mx-auto grid max-w-md gap-4 text-left" aria-labelledby="waitlist-heading">
      <Field label={t('waitlist.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <CheckboxField
        checked={privacy}
        onChange={(e) => setPrivacy(e.target.checked)}
        label={<Trans i18nKey="waitlist.privacy" components={{ policy: <LocalizedLink to={PAGES.privacyPolicy} className="font-medium text-brand underline" /> }} />}
      />
      <CheckboxField checked={marketing} onChange={(e) => setMarketing(e.target.checked)} label={t('waitlist.marketing')} />
      <Button type="submit" disabled={joining}>
        {joining ? t('waitlist.joining') : t('waitlist.join')}
      </Button>
    </form>
  );
}
