import { useState } from 'react';
import { lazySchema } from '@skinsight/shared/zod';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, okResponseSchema } from '@skinsight/shared/api';
import { isLocale } from '@skinsight/shared/locales';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { anyBlank } from '../../lib/form.ts';
import { AuthCard } from './auth-card.tsx';

/** What the server checks, less the language it adds. */
const forgotFormSchema = lazySchema(() => forgotPasswordRequestSchema.omit({ locale: true }));
type ForgotForm = z.input<typeof forgotFormSchema>;

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, getValues, formState } = useForm<
    ForgotForm,
    unknown,
    z.output<typeof forgotFormSchema>
  >({
    resolver: zodResolver(forgotFormSchema),
  });
  const submitting = formState.isSubmitting;

  /** The same words whether the browser or the server refused the address. */
  function refused(error?: unknown) {
    if (anyBlank(getValues(), ['email'])) {
      toast({ title: t('forgot.missing.title'), description: t('forgot.missing.message'), variant: 'destructive' });
      return;
    }
    const description = error === undefined ? t('errors.validation_failed') : apiErrorMessage(t, error);
    toast({ title: t('forgot.failed'), description, variant: 'destructive' });
  }

  async function send({ email }: z.output<typeof forgotFormSchema>) {
    try {
      await apiRequest('/api/auth/forgot-password', okResponseSchema, {
        method: 'POST',
        json: { email, locale: isLocale(i18n.language) ? i18n.language : 'en' },
      });
      setSent(true);
    } catch (error) {
      refused(error);
    }
  }
  const submit = handleSubmit(send, () => refused());

  return (
    <AuthCard title={t('forgot.title')} description={sent ? undefined : t('forgot.description')}>
      {sent ? (
        <div className="grid gap-4" role="status">
          <p>{t('forgot.sent')}</p>
          <LocalizedLink to={PAGES.signin} className="font-medium text-brand underline">
            {t('forgot.backToSignin')}
          </LocalizedLink>
        </div>
      ) : (
        <form onSubmit={submit} className="grid gap-4">
          <Field label={t('signin.email')} type="email" autoComplete="email" {...register('email')} />
          <Button type="submit" disabled={submitting} className="w-full">
            {t('forgot.submit')}
          </Button>
          <LocalizedLink to={PAGES.signin} className="text-center text-sm font-medium text-brand underline">
            {t('forgot.backToSignin')}
          </LocalizedLink>
        </form>
      )}
    </AuthCard>
  );
}
