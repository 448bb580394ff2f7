import { useState } from 'react';
import { lazySchema } from '@skinsight/shared/zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contactRequestSchema, okResponseSchema } from '@skinsight/shared/api';
import { isLocale } from '@skinsight/shared/locales';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { anyBlank, formIssues, requestIssues, type FormIssue } from '../../lib/form.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
/** What the server checks the form with, less the language it adds. */
const contactFormSchema = lazySchema(() => contactRequestSchema.omit({ locale: true }));
type ContactForm = z.input<typeof contactFormSchema>;

/**
 * The contact form (spec section 2). Its fields are uncontrolled (react-hook-form's `register`,
 * with no default values, reads what is in them): the page is pre-rendered, and what was typed
 * before its code arrived must count (decision 011).
 */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('contact.title'));
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, getValues, formState } = useForm<
    ContactForm,
    unknown,
    z.output<typeof contactFormSchema>
  >({
    resolver: zodResolver(contactFormSchema),
  });
  const sending = formState.isSubmitting;

  /** The same words whether the browser or the server refused the form. */
  function refused(issues: FormIssue[], error?: unknown) {
    if (anyBlank(getValues(), FIELDS)) {
      toast({
        title: t('signup.missingFields.title'),
        description: t('signup.missingFields.message'),
        variant: 'destructive',
      });
      return;
    }
    const description = issues.length > 0 ? t('errors.validation_failed') : apiErrorMessage(t, error);
    toast({ title: t('contact.failed'), description, variant: 'destructive' });
  }

  async function send(form: z.output<typeof contactFormSchema>) {
    try {
      await apiRequest('/api/contact', okResponseSchema, {
        method: 'POST',
        json: { ...form, locale: isLocale(i18n.language) ? i18n.language : 'en' },
      });
      // The form leaves the page with its values; "send another" shows it empty.
      setSent(true);
    } catch (error) {
      refused(requestIssues(error), error);
    }
  }
  const submit = handleSubmit(send, (errors) => refused(formIssues(errors)));

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
            <Field label={t('contact.name')} autoComplete="name" {...register('name')} />
            <Field label={t('contact.email')} type="email" autoComplete="email" {...register('email')} />
            <Field label={t('contact.subject')} {...register('subject')} />
            <div className="grid gap-1.5">
              <label htmlFor="contact-message" className="text-sm font-medium">
                {t('contact.message')}
              </label>
              <textarea
                id="contact-message"
                rows={6}
                maxLength={5000}
                className="w-full rounded-xl border border-line bg-surface px-4 py-3 text-base"
                {...register('message')}
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
