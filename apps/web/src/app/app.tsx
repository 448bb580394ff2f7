import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { setHydrating } from '../lib/hydration.ts';
import { routesFor } from './routes.tsx';

/** The whole app below the router: the browser wraps it in BrowserRouter, the pre-renderer in StaticRouter. */
export function App() {
  useEffect(() => setHydrating(false), []);
  return useRoutes(routesFor(useLocation().pathname));
}
