import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { signinRequestSchema, type SigninRequest } from '@skinsight/shared/api';
import { useNavigate, useSearchParams } from 'react-router';
import { PAGES, safeRedirect } from '@skinsight/shared/routes';
import { LocalizedLink, useLocalizedPath } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, PasswordField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { signIn } from '../../lib/auth.ts';
import { anyBlank } from '../../lib/form.ts';
import { AuthCard } from './auth-card.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

type SigninForm = z.input<typeof signinRequestSchema>;

export function SigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const { busy } = useSignedInRedirect();
  const { register, handleSubmit, getValues, formState } = useForm<SigninForm, unknown, SigninRequest>({
    resolver: zodResolver(signinRequestSchema),
  });
  const submitting = formState.isSubmitting;

  /** The same words whether the browser or the server refused the form. */
  function refused(error?: unknown) {
    if (anyBlank(getValues(), ['email']) || !getValues('password')) {
      toast({
        title: t('signin.missingFields.title'),
        description: t('signin.missingFields.message'),
        variant: 'destructive',
      });
      return;
    }
    const message =
      error instanceof ApiError && error.code !== 'invalid_credentials' && error.code !== 'validation_failed'
        ? t(`errors.${error.code}`)
        : t('signin.invalid');
    toast({ title: t('signin.failed'), description: message, variant: 'destructive' });
  }

  async function send({ email, password }: SigninRequest) {
    busy.current = true;
    try {
      await signIn(email, password);
      await navigate(safeRedirect(params.get('redirect'), localize(PAGES.results)), { replace: true });
    } catch (error) {
      busy.current = false;
      refused(error);
    }
  }
  const submit = handleSubmit(send, () => refused());

  return (
    <AuthCard title={t('signin.title')} description={t('signin.description')}>
      <form onSubmit={submit} method="post" className="grid gap-4">
        <Field label={t('signin.email')} type="email" autoComplete="email" {...register('email')} />
        <PasswordField
          label={t('signin.password')}
          autoComplete="current-password"
          {...register('password')}
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
