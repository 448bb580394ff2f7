import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useStartQuestionnaire } from '../../app/start-questionnaire.ts';

/** /questionnaire/start: begins a new questionnaire (clears saved answers, opens question 1). */
export function StartQuestionnairePage() {
  const { t } = useTranslation();
  const start = useStartQuestionnaire();
  useEffect(() => {
    start();
    // Runs once on arrival; `start` is recreated each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Spinner label={t('common.loading')} />;
}
