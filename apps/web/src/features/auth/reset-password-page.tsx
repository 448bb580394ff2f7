import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { okResponseSchema, PASSWORD_MIN_LENGTH } from '@skinsight/shared/api';
import { passwordRefusal, usePasswordHint } from '../../lib/password-hint.ts';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { AuthCard } from './auth-card.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const passwordHint = usePasswordHint(password);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ([...password].length < PASSWORD_MIN_LENGTH) {
      toast({ title: t('reset.failed'), description: t('password.reasons.too_short'), variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      await apiRequest('/api/auth/reset-password', okResponseSchema, { method: 'POST', json: { token, newPassword: password } });
      setDone(true);
    } catch (error) {
      const message =
        passwordRefusal(t, error) ?? (error instanceof ApiError && error.code === 'bad_request' ? t('reset.expired') : apiErrorMessage(t, error));
      toast({ title: t('reset.failed'), description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  if (!token || done) {
    return (
      <AuthCard title={t('reset.title')}>
        <div className="grid gap-4" role="status">
          <p>{done ? t('reset.done') : t('reset.expired')}</p>
          <LocalizedLink to={done ? PAGES.signin : PAGES.forgotPassword} className="font-medium text-brand underline">
            {done ? t('forgot.backToSignin') : t('reset.askAgain')}
          </LocalizedLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} description={t('reset.description')}>
      <form onSubmit={submit} className="grid gap-4">
        <PasswordField
          label={t('reset.newPassword')}
          hint={passwordHint}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
        />
        <Button type="submit" disabled={submitting} className="w-full">
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
