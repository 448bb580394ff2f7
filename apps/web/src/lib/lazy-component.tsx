import { use, type ComponentType } from 'react';

export type PreloadableComponent = ComponentType & {
  /** Loads the component's code; resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * A component whose code is its own chunk. Unlike React.lazy, once loaded it renders at once:
 * the browser loads a pre-rendered page's chunk before hydrating, and hydration then matches the
 * server's HTML in one pass. Not yet loaded, it suspends (the nearest Suspense boundary waits).
 */
export function lazyComponent(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        // A failed chunk (offline, a new deployment) may be tried again on the next visit.
        pending = null;
        throw error;
      },
    ));
  function LazyComponent() {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  return Object.assign(LazyComponent, { preload });
}
