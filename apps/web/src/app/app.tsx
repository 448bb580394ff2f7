import { useEffect } from 'react';
import { useRoutes } from 'react-router';
import { setHydrating } from '../lib/hydration.ts';
import { routes } from './routes.tsx';

/** The whole app below the router: the browser wraps it in BrowserRouter, the pre-renderer in StaticRouter. */
export function App() {
  useEffect(() => setHydrating(false), []);
  return useRoutes(routes);
}
