/**
 * The line under a new-password field, updated as the person types: how many characters are
 * still missing, why the password would be refused (common, easy to guess), or how strong it is.
 * The estimator (about 1 MB with its word lists) is fetched on the first keystroke, never with
 * the page (decision 025); the server makes the same judgement and has the last word.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '@skinsight/shared/api';
import type { PasswordVerdict } from '@skinsight/shared/password-strength';
import { requestIssues, type FormIssue } from './form.ts';

export function usePasswordHint(password: string, personal: readonly string[] = []): string {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<{ password: string; verdict: PasswordVerdict } | null>(null);
  const personalKey = personal.join('\n');
  const length = [...password].length;
  // Fetched at the first keystroke, so that the verdict is in by the eighth: it replaces the plain
  // rule with a line that may be longer, and the form below moves as little and as early as it can.
  const typing = length > 0;
  useEffect(() => {
    if (typing) void import('@skinsight/shared/password-strength').catch(() => undefined);
  }, [typing]);
  useEffect(() => {
    if (length < PASSWORD_MIN_LENGTH) return;
    let current = true;
    void import('@skinsight/shared/password-strength')
      .then(({ judgePassword }) => judgePassword(password, personalKey.split('\n')))
      .then((result) => current && setVerdict({ password, verdict: result }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password, personalKey, length]);
  if (length === 0) return t('signup.passwordHint');
  if (length < PASSWORD_MIN_LENGTH) return t('password.short', { count: PASSWORD_MIN_LENGTH - length });
  // Until the estimate for this exact password is in, the plain rule.
  if (verdict?.password !== password) return t('signup.passwordHint');
  return verdict.verdict.ok
    ? t(`password.strength.${verdict.verdict.strength}`)
    : t(`password.reasons.${verdict.verdict.reason}`);
}

/**
 * Why a new password was refused, translated, from the refused fields (the browser's check with
 * the shared schema or the server's answer: both name the reason 'too_short', 'too_common' or
 * 'too_guessable'); null when none names one.
 */
export function passwordReason(t: TFunction, issues: readonly FormIssue[]): string | null {
  const issue = issues.find((i) => i.path === 'password' || i.path === 'newPassword');
  const reason = issue?.message;
  return reason === 'too_short' || reason === 'too_common' || reason === 'too_guessable'
    ? t(`password.reasons.${reason}`)
    : null;
}

/** The server's reason for refusing a new password, translated; null when it gave none. */
export function passwordRefusal(t: TFunction, error: unknown): string | null {
  return passwordReason(t, requestIssues(error));
}
