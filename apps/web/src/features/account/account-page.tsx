import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  accountSchema,
  okResponseSchema,
  PASSWORD_MIN_LENGTH,
  photoListResponseSchema,
  type Account,
  type PhotoListResponse,
} from '@skinsight/shared/api';
import { PAGES } from '@skinsight/shared/routes';
import { useLocalizedPath } from '../../app/localized.tsx';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxField, Field, PasswordField } from '../../components/ui/field.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { apiRequest, ApiError } from '../../lib/api-client.ts';
import { passwordRefusal, usePasswordHint } from '../../lib/password-hint.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { markSignedOut, useAuth, userUpdated } from '../../lib/auth.ts';
import { queryKeys } from '../../lib/query-client.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useRequireSession } from '../../app/use-require-session.ts';
import { PlanSection } from '../shop/index.ts';

function Section({ title, description, children, tone }: { title: string; description?: string; children: ReactNode; tone?: 'danger' }) {
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

function ProfileForm({ user }: { user: Account }) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [marketing, setMarketing] = useState(user.marketingConsent);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim()) {
      toast({ title: t('signup.missingFields.title'), description: t('signup.missingFields.message'), variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const updated = await apiRequest('/api/account', accountSchema, {
        method: 'PATCH',
        json: { firstName, lastName, marketingConsent: marketing },
      });
      userUpdated(updated);
      toast({ title: t('account.saved') });
    } catch (error) {
      toast({ title: t('account.saveFailed'), description: apiErrorMessage(t, error), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <p className="text-sm">
        <span className="text-muted">{t('signup.email')}:</span> <strong>{user.email}</strong>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('signup.firstName')} value={firstName} onChange={(e) => setFirstName(e.target.value)} autoComplete="given-name" />
        <Field label={t('signup.lastName')} value={lastName} onChange={(e) => setLastName(e.target.value)} autoComplete="family-name" />
      </div>
      <CheckboxField checked={marketing} onChange={(e) => setMarketing(e.target.checked)} label={t('signup.marketingConsent')} />
      <Button type="submit" disabled={saving} className="justify-self-start">
        {t('account.save')}
      </Button>
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [saving, setSaving] = useState(false);
  const nextHint = usePasswordHint(next);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if ([...next].length < PASSWORD_MIN_LENGTH || !current) {
      toast({ title: t('account.passwordFailed'), description: t('password.reasons.too_short'), variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await apiRequest('/api/auth/change-password', okResponseSchema, { method: 'POST', json: { currentPassword: current, newPassword: next } });
      setCurrent('');
      setNext('');
      toast({ title: t('account.passwordChanged') });
    } catch (error) {
      const message =
        passwordRefusal(t, error) ?? (error instanceof ApiError && error.code === 'invalid_credentials' ? t('account.wrongPassword') : apiErrorMessage(t, error));
      toast({ title: t('account.passwordFailed'), description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }
  const labels = { showLabel: t('common.showPassword'), hideLabel: t('common.hidePassword') };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <PasswordField label={t('account.currentPassword')} value={current} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" {...labels} />
      <PasswordField label={t('account.newPassword')} hint={nextHint} value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" {...labels} />
      <Button type="submit" disabled={saving} className="justify-self-start">
        {t('account.changePassword')}
      </Button>
    </form>
  );
}

function DeleteForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      toast({ title: t('account.deleteFailed'), description: t('account.deleteNeedsPassword'), variant: 'destructive' });
      return;
    }
    setDeleting(true);
    try {
      await apiRequest('/api/account', okResponseSchema, { method: 'DELETE', json: { password } });
      markSignedOut();
      toast({ title: t('account.deleted') });
      await navigate(localize(PAGES.home));
    } catch (error) {
      const message = error instanceof ApiError && error.code === 'invalid_credentials' ? t('account.wrongPassword') : apiErrorMessage(t, error);
      toast({ title: t('account.deleteFailed'), description: message, variant: 'destructive' });
      setDeleting(false);
    }
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <PasswordField
        label={t('account.confirmWithPassword')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
    onError: (error) => toast({ title: t('account.deleteFailed'), description: apiErrorMessage(t, error), variant: 'destructive' }),
  });
  const remove = (id: string) => deletePhoto.mutateAsync(id).catch(() => undefined);
  if (photos === null) return <Spinner label={t('common.loading')} />;
  if (photos.length === 0) return <p className="text-sm text-muted">{t('account.noPhotos')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {photos.map((p) => (
        <li key={p.id} className="grid gap-2">
          <img src={`/api/photos/${p.id}`} alt={t('account.photoFrom', { date: date.format(new Date(p.createdAt)) })} className="aspect-square w-full rounded-xl object-cover" />
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
  if (auth.status !== 'signedIn') return <Spinner label={t('common.loading')} />;
  return (
    <div className="pb-16">
      <PageHeader title={t('account.title')} description={t('account.description')} />
      <div className="mx-auto grid max-w-2xl gap-6 px-4">
        <Section title={t('account.profile')}>
          <ProfileForm user={auth.user} />
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
      </div>
    </div>
  );
}
