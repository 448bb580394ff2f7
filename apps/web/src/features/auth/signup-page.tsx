import { useEffect, useRef, useState } from 'react';
import { lazySchema } from '@skinsight/shared/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  claimPhotoResponseSchema,
  latestRecommendationResponseSchema,
  questionnaireSchema,
  signupRequestSchema,
} from '@skinsight/shared/api';
import { useNavigate } from 'react-router';
import { SPEC } from '@skinsight/shared/constants';
import { PAGES } from '@skinsight/shared/routes';
import { isLocale } from '@skinsight/shared/locales';
import { LocalizedLink, useLocalizedPath } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, Field, PasswordField } from '../../components/ui/field.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, ApiError } from '../../lib/api-client.ts';
import { anyBlank, formIssues, requestIssues, type FormIssue } from '../../lib/form.ts';
import { passwordReason, usePasswordHint } from '../../lib/password-hint.ts';
import {
  clearPendingPhoto,
  clearPendingQuestionnaire,
  readPendingPhoto,
  readPendingQuestionnaire,
} from '../../lib/pending-assessment.ts';
import { loadState, saveState } from '../../lib/questionnaire-state.ts';
import { refreshSession, signUp, useAuth } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-client.tsx';
import { AuthCard } from './auth-card.tsx';
import { useSignedInRedirect } from './use-signed-in-redirect.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Saves what the visitor did before signing up (spec section 4, Signup): the photo claimed into
 * the new account, the questionnaire saved with it. Each pending item is removed only after its
 * save succeeded; a failure is a warning, and the flow goes on.
 */
async function keepPendingAssessment(t: TFunction): Promise<void> {
  const pending = readPendingQuestionnaire();
  if (!pending) return;
  let photoId: string | undefined;
  const photo = readPendingPhoto();
  if (photo) {
    try {
      await apiRequest(`/api/photos/${photo.photoId}/claim`, claimPhotoResponseSchema, {
        method: 'POST',
        json: { claimToken: photo.claimToken },
      });
      photoId = photo.photoId;
      clearPendingPhoto();
    } catch (error) {
      console.warn('signup: photo claim failed', error);
      toast({ title: t('signup.savedWithIssue.title'), description: t('signup.savedWithIssue.photo') });
    }
  }
  try {
    const saved = await apiRequest('/api/questionnaires', questionnaireSchema, {
      method: 'POST',
      json: { answers: pending.answers, locale: pending.locale, ...(photoId ? { photoId } : {}) },
    });
    clearPendingQuestionnaire();
    saveState({ ...loadState(), questionnaireId: saved.id });
  } catch (error) {
    console.warn('signup: questionnaire save failed', error);
    toast({ title: t('signup.savedWithIssue.title'), description: t('signup.savedWithIssue.questionnaire') });
  }
}

/**
 * Waits for the first recommendation once `active`: 20 looks, 3 s apart, a new message at 5, 10
 * and 15 (a query's refetchInterval; a failed look is logged and the next one still made).
 * `finished` says whether one was found, once it has been or the looks are used up.
 */
function useFirstRecommendation(active: boolean): { stage: number; finished: boolean | null } {
  const { attempts, intervalMs, messagesAt } = SPEC.signupPolling;
  const userId = useAuth().user?.id ?? '';
  const [looks, setLooks] = useState(0);
  const query = useQuery({
    queryKey: queryKeys.latestRecommendation(userId),
    queryFn: () =>
      apiRequest('/api/recommendations/latest', latestRecommendationResponseSchema)
        .then((r) => r.recommendation)
        .catch((error: unknown) => {
          console.warn('signup: polling failed', error);
          throw error;
        })
        .finally(() => setLooks((n) => n + 1)),
    enabled: active && userId !== '',
    gcTime: 0,
    refetchInterval: (q) =>
      q.state.data || q.state.dataUpdateCount + q.state.errorUpdateCount >= attempts ? false : intervalMs,
    refetchIntervalInBackground: true,
  });
  const attempt = Math.max(1, looks + (query.isFetching ? 1 : 0));
  const stage = messagesAt.filter((n) => attempt >= n).length;
  const finished = query.data ? true : looks >= attempts && !query.isFetching ? false : null;
  return { stage, finished };
}

/**
 * The spec's messages for a failed sign-up (section 8), chosen by what was refused: by the shared
 * schema in the browser (no request made) or by the server, which checks with the same schema.
 */
function signupErrorKey(issues: readonly FormIssue[], error?: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'rate_limited' || error.code === 'network') return `errors.${error.code}`;
    if (error.code === 'email_taken') return 'signup.errors.email';
  }
  const fields = issues.map((i) => i.path);
  if (fields.includes('email')) return 'signup.errors.email';
  if (fields.includes('password')) return 'signup.errors.password';
  if (fields.includes('privacyConsent')) return 'signup.errors.privacy';
  return 'signup.errors.other';
}

/** What the server checks, less the language it adds. */
const signupFormSchema = lazySchema(() => signupRequestSchema.omit({ locale: true }));
type SignupForm = z.input<typeof signupFormSchema>;
const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { busy } = useSignedInRedirect();
  const { register, handleSubmit, control, getValues, setValue } = useForm<
    SignupForm,
    unknown,
    z.output<typeof signupFormSchema>
  >({
    resolver: zodResolver(signupFormSchema),
  });
  const [submitting, setSubmitting] = useState(false);
  const [emailError, setEmailError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const [stage, setStage] = useState<number | null>(null);
  const [polling, setPolling] = useState(false);
  const polled = useRef<((ready: boolean) => void) | null>(null);
  const firstRecommendation = useFirstRecommendation(polling);
  useEffect(() => {
    if (!polling || firstRecommendation.finished === null) return;
    setStage(firstRecommendation.stage);
    setPolling(false);
    polled.current?.(firstRecommendation.finished);
  }, [polling, firstRecommendation.finished, firstRecommendation.stage]);

  const [password = '', email = '', firstName = '', lastName = ''] = useWatch({
    control,
    name: ['password', 'email', 'firstName', 'lastName'],
  });
  const passwordHint = usePasswordHint(password, [email, firstName, lastName]);
  // The form is pre-rendered (issue 22): what was typed before the app started is in the fields
  // but was never heard; it counts as typed now, so that the password hint speaks of it.
  // The form library took the value when the field was registered, but tells its watchers only of
  // a change: the field is emptied and filled again at once (the same task, nothing is painted).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    for (const name of TEXT_FIELDS) {
      const field = form.current?.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement) || !field.value) continue;
      const typed = field.value;
      setValue(name, '');
      setValue(name, typed);
    }
  }, [setValue]);

  /** The same words whether the browser or the server refused the form. */
  function refused(issues: readonly FormIssue[], error?: unknown) {
    const values = getValues();
    if (anyBlank(values, TEXT_FIELDS)) {
      toast({
        title: t('signup.missingFields.title'),
        description: t('signup.missingFields.message'),
        variant: 'destructive',
      });
      return;
    }
    if (!values.privacyConsent) {
      toast({
        title: t('signup.privacyRequired.title'),
        description: t('signup.privacyRequired.message'),
        variant: 'destructive',
      });
      return;
    }
    const key = signupErrorKey(issues, error);
    const message = (key === 'signup.errors.password' && passwordReason(t, issues)) || t(key);
    setEmailError(key === 'signup.errors.email' ? message : undefined);
    setPasswordError(key === 'signup.errors.password' ? message : undefined);
    toast({ title: t('signup.failed'), description: message, variant: 'destructive' });
  }

  async function send(form: z.output<typeof signupFormSchema>) {
    setSubmitting(true);
    setEmailError(undefined);
    setPasswordError(undefined);
    busy.current = true;
    try {
      const result = await signUp({
        ...form,
        privacyConsent: true,
        locale: isLocale(i18n.language) ? i18n.language : 'en',
      });
      if (result.signedIn) {
        toast({ title: t('signup.success.title'), description: t('signup.success.message') });
        if (readPendingQuestionnaire()) {
          setStage(0);
          await keepPendingAssessment(t);
          const ready = await new Promise<boolean>((resolve) => {
            polled.current = resolve;
            setPolling(true);
          });
          toast({
            title: t(ready ? 'signup.analysisReady.title' : 'signup.analysisPending.title'),
            description: t(ready ? 'signup.analysisReady.message' : 'signup.analysisPending.message'),
          });
          await sleep(SPEC.signupRedirectDelayMs);
          await navigate(localize(PAGES.results));
          return;
        }
        await sleep(SPEC.signupRedirectDelayMs);
        await navigate(localize(PAGES.home));
        return;
      }
      // No session yet (e-mail confirmation is on): look once more, then ask to sign in.
      await sleep(SPEC.sessionRecheckDelayMs);
      const state = await refreshSession();
      if (state.status === 'signedIn') {
        await navigate(localize(PAGES.home));
      } else {
        toast({ title: t('signup.signInWithNewAccount'), description: t('signup.checkEmail') });
        await navigate(localize(PAGES.signin));
      }
    } catch (error) {
      busy.current = false;
      refused(requestIssues(error), error);
    } finally {
      setSubmitting(false);
    }
  }
  const submit = handleSubmit(send, (errors) => refused(formIssues(errors)));

  if (stage !== null) {
    return (
      <AuthCard title={t('signup.analysing.title')}>
        <div role="status" aria-live="polite" className="grid justify-items-center gap-4 py-4 text-center">
          <span
            className="size-10 animate-spin rounded-full border-4 border-brand-soft border-t-brand"
            aria-hidden="true"
          />
          <p>{t(`signup.analysing.stage${polling ? firstRecommendation.stage : stage}`)}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')} description={t('signup.description')}>
      <form ref={form} onSubmit={submit} method="post" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('signup.firstName')} autoComplete="given-name" {...register('firstName')} />
          <Field label={t('signup.lastName')} autoComplete="family-name" {...register('lastName')} />
        </div>
        <Field label={t('signup.email')} type="email" autoComplete="email" error={emailError} {...register('email')} />
        <PasswordField
          label={t('signup.password')}
          hint={passwordHint}
          autoComplete="new-password"
          error={passwordError}
          showLabel={t('common.showPassword')}
          hideLabel={t('common.hidePassword')}
          {...register('password')}
        />
        <CheckboxField
          {...register('privacyConsent')}
          label={
            <Trans
              i18nKey="signup.privacyConsent"
              components={{
                policy: (
                  <LocalizedLink to={PAGES.privacyAlias} className="font-medium text-brand underline" target="_blank" />
                ),
              }}
            />
          }
        />
        <CheckboxField {...register('marketingConsent')} label={t('signup.marketingConsent')} />
        <Button type="submit" disabled={submitting} className="mt-2 w-full">
          {submitting ? t('signup.submitting') : t('signup.submit')}
        </Button>
        <p className="text-center text-sm text-muted">
          {t('signup.haveAccount')}{' '}
          <LocalizedLink to={PAGES.signin} className="font-medium text-brand underline">
            {t('signup.signInLink')}
          </LocalizedLink>
        </p>
        <p className="text-center text-xs text-muted">
          <Trans
            i18nKey="signup.terms"
            components={{ terms: <LocalizedLink to={PAGES.termsAlias} className="underline" target="_blank" /> }}
          />
        </p>
      </form>
    </AuthCard>
  );
}
