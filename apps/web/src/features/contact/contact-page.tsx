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

const empty = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('contact.title'));
  const [form, setForm] = useState(empty);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const set = (name: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
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
      setSent(true);
      setForm(empty);
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
            <Field label={t('contact.name')} autoComplete="name" value={form.name} onChange={set('name')} />
            <Field label={t('contact.email')} type="email" autoComplete="email" value={form.email} onChange={set('email')} />
            <Field label={t('contact.subject')} value={form.subject} onChange={set('subject')} />
            <div className="grid gap-1.5">
              <label htmlFor="contact-message" className="text-sm font-medium">
                {t('contact.message')}
              </label>
              <textarea
                id="contact-message"
                rows={6}
                maxLength={5000}
                className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-base"
                value={form.message}
                onChange={set('message')}
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
