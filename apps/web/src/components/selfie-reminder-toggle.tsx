import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selfieReminderSettingSchema } from '@skinsight/shared/api';
import { apiErrorMessage } from '../lib/api-error-message.ts';
import { apiRequest } from '../lib/api-client.ts';
import { useAuth } from '../lib/auth.ts';
import { queryKeys } from '../lib/query-client.tsx';
import { Button } from './ui/button.tsx';
import { CheckboxField } from './ui/field.tsx';
import { toast } from './ui/toast.tsx';
import { formatDate } from '../lib/dates.ts';

// The weekly selfie reminder opt-in, shown by the account page and the results page (decision 035).

/**
 * One checkbox that saves at once: the server's answer is what it shows, so a failed save leaves
 * the box as it was and says why. `source` is recorded with the consent.
 */
export function SelfieReminderToggle({ source }: { source: 'account' | 'results' }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  const key = queryKeys.selfieReminders(userId);
  const [asked, setAsked] = useState<boolean | null>(null);
  const setting = useQuery({
    queryKey: key,
    queryFn: () => apiRequest('/api/reminders', selfieReminderSettingSchema),
    enabled: userId !== '',
  });
  const change = useMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest('/api/reminders', selfieReminderSettingSchema, { method: 'PUT', json: { enabled, source } }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toast({ title: t(saved.enabled ? 'reminders.on' : 'reminders.off') });
    },
    onError: (error) =>
      toast({ title: t('reminders.saveFailed'), description: apiErrorMessage(t, error), variant: 'destructive' }),
  });
  if (setting.isError) {
    return (
      <div className="grid justify-items-start gap-2 text-sm" data-testid="selfie-reminders">
        <p role="alert" className="text-danger">
          {t('reminders.loadFailed')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void setting.refetch()}>
          {t('reminders.retry')}
        </Button>
      </div>
    );
  }
  // What the person just asked for shows at once: set in the click's own handler, it is drawn
  // before the browser's next paint. The mutation's own state comes a task later, and a controlled
  // checkbox would flick back to its old state meanwhile.
  const enabled = asked ?? (change.isPending ? change.variables : (setting.data?.enabled ?? false));
  const lastSent = setting.data?.lastSentAt;
  return (
    <div className="grid gap-2" data-testid="selfie-reminders">
      <CheckboxField
        label={t('reminders.label')}
        checked={enabled}
        disabled={!setting.isSuccess || change.isPending || asked !== null}
        onChange={(event) => {
          const wanted = event.currentTarget.checked;
          setAsked(wanted);
          change.mutate(wanted, { onSettled: () => setAsked(null) });
        }}
      />
      {enabled && lastSent && (
        <p className="pl-8 text-xs text-muted">
          {t('reminders.lastSent', {
            date: formatDate(new Date(lastSent), i18n.language, 'medium'),
          })}
        </p>
      )}
    </div>
  );
}
