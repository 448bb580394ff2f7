import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PAGES } from '@skinsight/shared/routes';
import { useLocalizedPath } from './localized.tsx';
import { toast } from '../components/ui/toast.tsx';
import { useAuth } from '../lib/auth.ts';

/**
 * Pages that need a session send signed-out visitors to sign in, and back here afterwards.
 * `message` names the toast (the results page has its own words in the spec).
 */
export function useRequireSession(message: 'account' | 'results' | 'statistics' | 'subscription' = 'account'): void {
  const auth = useAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    if (auth.status !== 'signedOut') return;
    toast({ title: t('authRequired.title'), description: t(`authRequired.${message}`), variant: 'destructive' });
    void navigate(`${localize(PAGES.signin)}?redirect=${encodeURIComponent(pathname)}`, { replace: true });
  }, [auth.status, navigate, localize, pathname, t, message]);
}
