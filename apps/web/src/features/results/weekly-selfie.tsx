import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAGES } from '@skinsight/shared/routes';
import { useLocalizedPath } from '../../app/localized.tsx';
import { SelfieReminderToggle } from '../../components/selfie-reminder-toggle.tsx';
import { Button } from '../../components/ui/button.tsx';
import { initialState, saveState } from '../../lib/questionnaire-state.ts';

/**
 * "Take this week's selfie": a new photo for the latest questionnaire's answers. The photo step
 * attaches it to that questionnaire and the analysis runs again (a new point on the chart), as it
 * does when a signed-in person adds a photo after answering; without a questionnaire the person
 * starts a new assessment. Beside it, the weekly reminder opt-in (decision 035).
 */
export function WeeklySelfie({
  questionnaireId,
  startAgain,
}: {
  questionnaireId: string | null;
  startAgain: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const takeSelfie = () => {
    if (!questionnaireId) return startAgain();
    saveState({ ...initialState, isComplete: true, questionnaireId });
    void navigate(localize(PAGES.photo));
  };
  return (
    <section aria-labelledby="weekly-selfie-heading" className="rounded-card border border-line bg-surface p-6">
      <h2 id="weekly-selfie-heading" className="font-display text-2xl font-semibold">
        {t('results.weekly.title')}
      </h2>
      <p className="mt-2 text-muted">{t('results.weekly.text')}</p>
      <Button className="mt-4" onClick={takeSelfie}>
        {t('results.weekly.cta')}
      </Button>
      <div className="mt-5 border-t border-line pt-4">
        <SelfieReminderToggle source="results" />
      </div>
    </section>
  );
}
