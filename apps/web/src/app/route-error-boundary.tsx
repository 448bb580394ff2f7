import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';

function PageFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t('site.pageFailed.title')}</h1>
      <p className="mt-3 text-muted">{t('site.pageFailed.message')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('site.pageFailed.reload')}
      </Button>
    </div>
  );
}

/**
 * A page that cannot render (its code failed to load after a new deployment, say) shows a
 * message with a reload button inside the layout, instead of a blank screen. Another path resets it.
 */
type State = { failed: boolean; pathname: string };

export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, State> {
  override state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: { pathname: string }, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('page failed to render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
