import { useEffect, useRef } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { setHydrating } from '../lib/hydration.ts';
import { routesFor } from './routes.tsx';

/** The whole app below the router: the browser wraps it in BrowserRouter, the pre-renderer in StaticRouter. */
export function App() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  // The pre-rendered page is hydrated until the visitor goes to another page: what renders then has
  // no HTML of its own. Not at the first commit: the layout's Suspense boundaries (the page, the
  // footer) hydrate after the shell has committed, and a section that hydrates when visible
  // (hydrate-when-visible.tsx) that first rendered after this was cleared loaded its code at once,
  // every section of the landing page with the rest of the strings in the first seconds (issue 22).
  useEffect(() => {
    if (pathname !== firstPath.current) setHydrating(false);
  }, [pathname]);
  return useRoutes(routesFor(pathname));
}
