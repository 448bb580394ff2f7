import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, safeRedirect } from '@skinsight/shared/routes';
import { LocalizedLink, useLocalizedPath } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, PasswordField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { signIn } from '../../lib/auth.ts';
import { AuthCard } from './auth-card.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

export function SigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const { busy } = useSignedInRedirect();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: t('signin.missingFields.title'), description: t('signin.missingFields.message'), variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    busy.current = true;
    try {
      await signIn(email, password);
      await navigate(safeRedirect(params.get('redirect'), localize(PAGES.results)), { replace: true });
    } catch (error) {
      busy.current = false;
      const message =
        error instanceof ApiError && error.code !== 'invalid_credentials' && error.code !== 'validation_failed'
          ? t(`errors.${error.code}`)
          : t('signin.invalid');
      toast({ title: t('signin.failed'), description: message, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthCard title={t('signin.title')} description={t('signin.description')}>
      <form onSubmit={submit} className="grid gap-4">
        <Field label={t('signin.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <PasswordField
          label={t('signin.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
        />
        <LocalizedLink to={PAGES.forgotPassword} className="justify-self-end text-sm font-medium text-brand underline">
          {t('signin.forgot')}
        </LocalizedLink>
        <Button type="submit" disabled={submitting} className="w-full">
          {submitting ? t('signin.submitting') : t('signin.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('signin.noAccount')}{' '}
          <LocalizedLink to={PAGES.signup} className="font-medium text-brand underline">
            {t('signin.signUpLink')}
          </LocalizedLink>
        </p>
      </form>
    </AuthCard>
  );
}
