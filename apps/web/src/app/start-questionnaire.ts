import { useNavigate } from 'react-router';
import { PAGES } from '@skinsight/shared/routes';
import { safeStorage, STORAGE_KEYS } from '../lib/storage-keys.ts';
import { useLocalizedPath } from './localized.tsx';

/** Every start button: clear the saved questionnaire, then open the first question (spec 2, 4). */
export function useStartQuestionnaire(): () => void {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return () => {
    safeStorage.remove(STORAGE_KEYS.questionnaire);
    void navigate(localize(PAGES.question));
  };
}
