import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { okResponseSchema } from '@skinsight/shared/api';
import { isLocale } from '@skinsight/shared/locales';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact form (spec section 2). Its fields are uncontrolled and read when it is sent: the
 * page is pre-rendered, and what was typed before its code arrived must count (decision 011).
 */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('contact.title'));
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const form = Object.fromEntries(FIELDS.map((name) => [name, String(data.get(name) ?? '')])) as Record<(typeof FIELDS)[number], string>;
    if (Object.values(form).some((v) => v.trim() === '')) {
      toast({ title: t('signup.missingFields.title'), description: t('signup.missingFields.message'), variant: 'destructive' });
      return;
    }
    setSending(true);
    try {
      await apiRequest('/api/contact', okResponseSchema, {
        method: 'POST',
        json: { ...form, locale: isLocale(i18n.language) ? i18n.language : 'en' },
      });
      // The form leaves the page with its values; "send another" shows it empty.
      setSent(true);
    } catch (error) {
      toast({ title: t('contact.failed'), description: apiErrorMessage(t, error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="pb-16">
      <PageHeader title={t('contact.title')} description={t('contact.description')} />
      <div className="mx-auto max-w-xl px-4">
        {sent ? (
          <div role="status" className="rounded-card border border-line bg-surface p-6 text-center">
            <p className="text-lg font-semibold">{t('contact.sentTitle')}</p>
            <p className="mt-2 text-muted">{t('contact.sentMessage')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => setSent(false)}>
              {t('contact.another')}
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4 rounded-card border border-line bg-surface p-6">
            <Field label={t('contact.name')} name="name" autoComplete="name" />
            <Field label={t('contact.email')} name="email" type="email" autoComplete="email" />
            <Field label={t('contact.subject')} name="subject" />
            <div className="grid gap-1.5">
              <label htmlFor="contact-message" className="text-sm font-medium">
                {t('contact.message')}
              </label>
              <textarea
                id="contact-message"
                rows={6}
                maxLength={5000}
                className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-base"
                name="message"
              />
            </div>
            <Button type="submit" disabled={sending} className="justify-self-start">
              {sending ? t('contact.sending') : t('contact.send')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
