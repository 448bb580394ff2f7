import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isLocale } from '@skinsight/shared/locales';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, Field } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, okResponse } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

/**
 * The waitlist/newsletter form (spec sections 2 and 5): stored with its consents on the server.
 * Its fields are uncontrolled and read when it is sent: the form is pre-rendered and hydrates when
 * it comes near the screen, and what was typed or ticked before that must count.
 */
export function WaitlistForm() {
  const { t, i18n } = useTranslation();
  const [joining, setJoining] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email') ?? '').trim();
    const privacy = fields.get('privacyConsent') === 'on';
    const marketing = fields.get('marketingConsent') === 'on';
    if (!email) {
      toast({
        title: t('waitlist.emailRequired.title'),
        description: t('waitlist.emailRequired.message'),
        variant: 'destructive',
      });
      return;
    }
    if (!privacy) {
      toast({
        title: t('waitlist.privacyRequired.title'),
        description: t('waitlist.privacyRequired.message'),
        variant: 'destructive',
      });
      return;
    }
    setJoining(true);
    try {
      const request = {
        email,
        privacyConsent: true,
        marketingConsent: marketing,
        locale: isLocale(i18n.language) ? i18n.language : 'en',
      };
      // Checked with the schema the server parses it with, loaded only now: zod stays out of the
      // landing page's JavaScript (decision 011). A refused address gets the server's words.
      const { waitlistRequestSchema } = await import('@skinsight/shared/api');
      if (!waitlistRequestSchema.safeParse(request).success) {
        toast({ title: t('waitlist.failed'), description: t('errors.validation_failed'), variant: 'destructive' });
        return;
      }
      await apiRequest('/api/waitlist', okResponse, { method: 'POST', json: request });
      toast({ title: t('waitlist.success.title'), description: t('waitlist.success.message') });
    } catch (error) {
      toast({ title: t('waitlist.failed'), description: apiErrorMessage(t, error), variant: 'destructive' });
    } finally {
      setJoining(false);
    }
  }

  return (
    <form onSubmit={submit} className="mx-auto grid max-w-md gap-4 text-left" aria-labelledby="waitlist-heading">
      <Field label={t('waitlist.email')} name="email" type="email" autoComplete="email" />
      <CheckboxField
        name="privacyConsent"
        label={
          <Trans
            i18nKey="waitlist.privacy"
            components={{
              policy: <LocalizedLink to={PAGES.privacyPolicy} className="font-medium text-brand underline" />,
            }}
          />
        }
      />
      <CheckboxField name="marketingConsent" label={t('waitlist.marketing')} />
      <Button type="submit" disabled={joining}>
        {joining ? t('waitlist.joining') : t('waitlist.join')}
      </Button>
    </form>
  );
}
