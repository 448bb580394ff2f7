import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazySchema } from '@skinsight/shared/zod';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  accountSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  okResponseSchema,
  photoListResponseSchema,
  type Account,
  type PhotoListResponse,
  updateAccountRequestSchema,
} from '@skinsight/shared/api';
import { PAGES } from '@skinsight/shared/routes';
import { useLocalizedPath } from '../../app/localized.tsx';
import { SelfieReminderToggle } from '../../components/selfie-reminder-toggle.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, Field, PasswordField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, ApiError } from '../../lib/api-client.ts';
import { anyBlank, formIssues, requestIssues, type FormIssue } from '../../lib/form.ts';
import { passwordReason, usePasswordHint } from '../../lib/password-hint.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { markSignedOut, useAuth, userUpdated } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-client.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRequireSession } from '../../app/use-require-session.ts';
import { PlanSection } from '../shop/index.ts';
import { formatDate } from '../../lib/dates.ts';

function Section({
  title,
  description,
  children,
  tone,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  tone?: 'danger';
}) {
  return (
    <section
      className={`rounded-card border bg-surface p-6 ${tone === 'danger' ? 'border-danger/40' : 'border-line'}`}
      aria-labelledby={title}
    >
      <h2 id={title} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The account forms are checked with what the server checks them with (decision 030). */
const profileFormSchema = lazySchema(() =>
  updateAccountRequestSchema.pick({ firstName: true, lastName: true, marketingConsent: true }),
);
type ProfileValues = z.input<typeof profileFormSchema>;

const profileValues = (user: Account): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  marketingConsent: user.marketingConsent,
});

/**
 * The profile form. Before the session is known (`user` null, as pre-rendered: issue 22) it is the
 * same form, disabled and empty, so that the first screen is there with the HTML and nothing moves
 * when the person's details fill it.
 */
function ProfileForm({ user }: { user: Account | null }) {
  const { t } = useTranslation();
  const { register, handleSubmit, getValues, formState, reset } = useForm<
    ProfileValues,
    unknown,
    z.output<typeof profileFormSchema>
  >({
    resolver: zodResolver(profileFormSchema),
    ...(user ? { defaultValues: profileValues(user) } : {}),
  });
  const filled = useRef(user !== null);
  useEffect(() => {
    if (!user || filled.current) return;
    filled.current = true;
    reset(profileValues(user));
  }, [user, reset]);
  const saving = formState.isSubmitting;
  function refused(error?: unknown) {
    if (anyBlank(getValues(), ['firstName', 'lastName'])) {
      toast({
        title: t('signup.missingFields.title'),
        description: t('signup.missingFields.message'),
        variant: 'destructive',
      });
      return;
    }
    const description = error === undefined ? t('errors.validation_failed') : apiErrorMessage(t, error);
    toast({ title: t('account.saveFailed'), description, variant: 'destructive' });
  }
  async function send(values: z.output<typeof profileFormSchema>) {
    try {
      const updated = await apiRequest('/api/account', accountSchema, { method: 'PATCH', json: values });
      userUpdated(updated);
      toast({ title: t('account.saved') });
    } catch (error) {
      refused(error);
    }
  }
  const submit = handleSubmit(send, () => refused());
  return (
    <form onSubmit={submit} className="grid gap-4" aria-busy={user ? undefined : true}>
      {/* The address on a line of its own, one line high before it is known: inline after its
          label it wrapped on a phone when it came, and moved the form down (issue 22). */}
      <p className="grid text-sm">
        <span className="text-muted">{t('signup.email')}</span>
        <strong className="min-h-5 break-all">{user?.email}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('signup.firstName')} {...register('firstName')} autoComplete="given-name" disabled={!user} />
        <Field label={t('signup.lastName')} {...register('lastName')} autoComplete="family-name" disabled={!user} />
      </div>
      <CheckboxField {...register('marketingConsent')} label={t('signup.marketingConsent')} disabled={!user} />
      <Button type="submit" disabled={saving || !user} className="justify-self-start">
        {t('account.save')}
      </Button>
    </form>
  );
}

type PasswordValues = z.input<typeof changePasswordRequestSchema>;

function PasswordForm() {
  const { t } = useTranslation();
  const { register, handleSubmit, control, getValues, reset, formState } = useForm<
    PasswordValues,
    unknown,
    z.output<typeof changePasswordRequestSchema>
  >({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const saving = formState.isSubmitting;
  const nextHint = usePasswordHint(useWatch({ control, name: 'newPassword' }));
  function refused(issues: readonly FormIssue[], error?: unknown) {
    const browser = error === undefined;
    const message =
      browser &&
      (!getValues('currentPassword') || issues.some((i) => i.path === 'newPassword' && i.message === 'too_short'))
        ? t('password.reasons.too_short')
        : (passwordReason(t, issues) ??
          (browser
            ? t('errors.validation_failed')
            : error instanceof ApiError && error.code === 'invalid_credentials'
              ? t('account.wrongPassword')
              : apiErrorMessage(t, error)));
    toast({ title: t('account.passwordFailed'), description: message, variant: 'destructive' });
  }
  async function send(values: z.output<typeof changePasswordRequestSchema>) {
    try {
      await apiRequest('/api/auth/change-password', okResponseSchema, { method: 'POST', json: values });
      reset();
      toast({ title: t('account.passwordChanged') });
    } catch (error) {
      refused(requestIssues(error), error);
    }
  }
  const submit = handleSubmit(send, (errors) => refused(formIssues(errors)));
  const labels = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword') };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <PasswordField
        label={t('account.currentPassword')}
        {...register('currentPassword')}
        autoComplete="current-password"
        {...labels}
      />
      <PasswordField
        label={t('account.newPassword')}
        hint={nextHint}
        {...register('newPassword')}
        autoComplete="new-password"
        {...labels}
      />
      <Button type="submit" disabled={saving} className="justify-self-start">
        {t('account.changePassword')}
      </Button>
    </form>
  );
}

type DeleteValues = z.input<typeof deleteAccountRequestSchema>;

function DeleteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [deleting, setDeleting] = useState(false);
  const { register, handleSubmit } = useForm<DeleteValues, unknown, z.output<typeof deleteAccountRequestSchema>>({
    resolver: zodResolver(deleteAccountRequestSchema),
  });
  async function send({ password }: z.output<typeof deleteAccountRequestSchema>) {
    setDeleting(true);
    try {
      await apiRequest('/api/account', okResponseSchema, { method: 'DELETE', json: { password } });
      markSignedOut();
      toast({ title: t('account.deleted') });
      await navigate(localize(PAGES.home));
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === 'invalid_credentials'
          ? t('account.wrongPassword')
          : apiErrorMessage(t, error);
      toast({ title: t('account.deleteFailed'), description: message, variant: 'destructive' });
      setDeleting(false);
    }
  }
  // The only thing the schema can refuse here is an empty password (or one too long to be ours).
  const submit = handleSubmit(send, () =>
    toast({ title: t('account.deleteFailed'), description: t('account.deleteNeedsPassword'), variant: 'destructive' }),
  );
  return (
    <form onSubmit={submit} className="grid gap-4">
      <PasswordField
        label={t('account.confirmWithPassword')}
        {...register('password')}
        autoComplete="current-password"
        showLabel={t('common.showPassword')}
        hideLabel={t('common.hidePassword')}
      />
      <Button type="submit" disabled={deleting} className="justify-self-start bg-danger hover:bg-danger/90">
        {t('account.delete')}
      </Button>
    </form>
  );
}

function PhotosSection() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  const photosQuery = useQuery({
    queryKey: queryKeys.photos(userId),
    queryFn: () => apiRequest('/api/photos', photoListResponseSchema).then((r) => r.photos),
  });
  useEffect(() => {
    if (photosQuery.error) console.warn('account: photos failed to load', photosQuery.error);
  }, [photosQuery.error]);
  const photos: PhotoListResponse['photos'] | null = photosQuery.isError ? [] : (photosQuery.data ?? null);
  const deletePhoto = useMutation({
    mutationFn: (id: string) => apiRequest(`/api/photos/${id}`, okResponseSchema, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ title: t('account.photoDeleted') });
      await client.invalidateQueries({ queryKey: queryKeys.photos(userId) });
    },
    onError: (error) =>
      toast({ title: t('account.deleteFailed'), description: apiErrorMessage(t, error), variant: 'destructive' }),
  });
  const remove = (id: string) => deletePhoto.mutateAsync(id).catch(() => undefined);
  if (photos === null) return <Spinner label={t('common.loading')} />;
  if (photos.length === 0) return <p className="text-sm text-muted">{t('account.noPhotos')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {photos.map((p) => (
        <li key={p.id} className="grid gap-2">
          <img
            src={`/api/photos/${p.id}`}
            alt={t('account.photoFrom', { date: formatDate(new Date(p.createdAt), i18n.language, 'medium') })}
            className="aspect-square w-full rounded-xl object-cover"
          />
          <Button variant="secondary" size="sm" onClick={() => void remove(p.id)}>
            {t('account.deletePhoto')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function AccountPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  useRequireSession();
  const auth = useAuth();
  // The sections below the profile render in the background (a deferred value is rendered in
  // slices that yield to the browser): the session's arrival is a synchronous update, and the six
  // sections with it were one long task of a phone's main thread (issue 22).
  const showLater = useDeferredValue(auth.status === 'signedIn');
  // The heading is the same for everyone: it is shown (and pre-rendered, issue 22) before the session
  // is known, with the loading state in the place the sections take when it is.
  return (
    <div className="pb-16">
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4">
        <Section title={t('account.profile')}>
          <ProfileForm user={auth.status === 'signedIn' ? auth.user : null} />
        </Section>
        {showLater ? <LaterSections /> : <Spinner label={t('common.loading')} />}
      </div>
    </div>
  );
}

/** The sections below the profile, which read the person's data as they render. */
function LaterSections() {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('reminders.title')} description={t('reminders.description')}>
        <SelfieReminderToggle source="account" />
      </Section>
      <Section title={t('billing.title')}>
        <PlanSection />
      </Section>
      <Section title={t('account.password')}>
        <PasswordForm />
      </Section>
      <Section title={t('account.photos')} description={t('account.photosDescription')}>
        <PhotosSection />
      </Section>
      <Section title={t('account.yourData')} description={t('account.yourDataDescription')}>
        <Button variant="secondary" asChild>
          <a href="/api/account/export" download>
            {t('account.download')}
          </a>
        </Button>
      </Section>
      <Section title={t('account.deleteTitle')} description={t('account.deleteDescription')} tone="danger">
        <DeleteForm />
      </Section>
    </>
  );
}
