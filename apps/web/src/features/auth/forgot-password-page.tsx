import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { okResponseSchema } from '@skinsight/shared/api';
import { isLocale } from '@skinsight/shared/locales';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      toast({ title: t('forgot.missing.title'), description: t('forgot.missing.message'), variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await apiRequest('/api/auth/forgot-password', okResponseSchema, {
        method: 'POST',
        json: { email, locale: isLocale(i18n.language) ? i18n.language : 'en' },
      });
      setSent(true);
    } catch (error) {
      toast({ title: t('forgot.failed'), description: apiErrorMessage(t, error), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

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
          <Field label={t('signin.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
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
