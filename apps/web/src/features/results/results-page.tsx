import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../app/page-frame.tsx';
import { useRequireSession } from '../../app/use-require-session.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';

/** /results needs a session (spec sections 4 and 6); the analysis view arrives with its issue. */
export function ResultsPage() {
  const { t } = useTranslation();
  useRequireSession('results');
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <Spinner label={t('common.loading')} />;
  return <PageFrame page="results" />;
}
