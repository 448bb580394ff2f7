import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PAGES } from '@skinsight/shared/routes';
import { useAuth } from '../../lib/auth.ts';
import { useLocalizedPath } from '../../app/localized.tsx';

/**
 * Signed-in visitors of /signin and /signup go to /results (spec section 6). `busy` suspends it
 * while the page's own flow decides where to go after signing in.
 */
export function useSignedInRedirect(): { busy: React.RefObject<boolean> } {
  const auth = useAuth();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const busy = useRef(false);
  useEffect(() => {
    if (auth.status === 'signedIn' && !busy.current) void navigate(localize(PAGES.results), { replace: true });
  }, [auth.status, navigate, localize]);
  return { busy };
}
