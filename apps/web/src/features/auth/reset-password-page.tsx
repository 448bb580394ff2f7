import { useState } from 'react';
import { lazySchema } from '@skinsight/shared/zod';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { okResponseSchema, resetPasswordRequestSchema } from '@skinsight/shared/api';
import { formIssues, requestIssues, type FormIssue } from '../../lib/form.ts';
import { passwordReason, usePasswordHint } from '../../lib/password-hint.ts';
import { PAGES } from '@skinsight/shared/routes';
import { LocalizedLink } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { AuthCard } from './auth-card.tsx';

/** What the server checks, less the token, which comes from the link. */
const resetFormSchema = lazySchema(() => resetPasswordRequestSchema.omit({ token: true }));
type ResetForm = z.input<typeof resetFormSchema>;

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The page is pre-rendered with its form, which is what a reset link opens (the HTML is the same
  // for every token): the link's token is read once the app has taken the page over.
  const hydrated = useHydrated();
  const token = hydrated ? params.get('token') : '';
  const [done, setDone] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<ResetForm, unknown, z.output<typeof resetFormSchema>>({
    resolver: zodResolver(resetFormSchema),
  });
  const submitting = formState.isSubmitting;
  const passwordHint = usePasswordHint(useWatch({ control, name: 'newPassword' }) ?? '');

  /** The same words whether the browser or the server refused the password. */
  function refused(issues: FormIssue[], error?: unknown) {
    const message =
      passwordReason(t, issues) ??
      (error === undefined
        ? t('errors.validation_failed')
        : error instanceof ApiError && error.code === 'bad_request'
          ? t('reset.expired')
          : apiErrorMessage(t, error));
    toast({ title: t('reset.failed'), description: message, variant: 'destructive' });
  }

  async function send({ newPassword }: z.output<typeof resetFormSchema>) {
    try {
      await apiRequest('/api/auth/reset-password', okResponseSchema, { method: 'POST', json: { token, newPassword } });
      setDone(true);
    } catch (error) {
      refused(requestIssues(error), error);
    }
  }
  const submit = handleSubmit(send, (errors) => refused(formIssues(errors)));

  if ((hydrated && !token) || done) {
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
          {...register('newPassword')}
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
