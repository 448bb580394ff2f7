import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import { startSession } from './lib/auth.ts';
import { initI18n } from './lib/i18n.ts';
import './styles.css';

initI18n();
startSession();
const router = createBrowserRouter(routes);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
