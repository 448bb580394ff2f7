import { Suspense, use, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { SECTION, SECTION_HYDRATED, WAKE_SECTION } from './hydration-markers.ts';
import { isHydrating, isWakeRequested } from './hydration.ts';
import { loadAllTranslations } from './i18n.ts';
import { lazyComponent } from './lazy-component.tsx';

type Gate = { promise: Promise<void>; open: () => void };

function gate(load: () => Promise<void>): Gate {
  let open!: () => void;
  const visible = new Promise<void>((resolve) => (open = resolve));
  return { promise: visible.then(load), open };
}

/**
 * A part of a pre-rendered page whose code loads only when it comes near the screen (or is
 * focused or touched): its HTML is there from the start, readable and styled, and it becomes
 * interactive when its code arrives. The first load carries only what the first screen needs.
 * Rendered in the browser without pre-rendered HTML (a navigation), it loads at once.
 */
export function hydrateWhenVisible(load: () => Promise<{ default: ComponentType }>): ComponentType {
  // Its code and the rest of the language's strings (the first screen's are loaded already).
  const Section = lazyComponent(() => Promise.all([load(), loadAllTranslations()]).then(([module]) => module));

  function Inner({ waitFor, onCommit }: { waitFor: Gate | null; onCommit: () => void }) {
    if (waitFor) use(waitFor.promise);
    // An effect, not a layout effect: it runs after the section's own effects, so once it says it
    // is React's it also hears a change of language (react-i18next subscribes in an effect), which
    // hydrateWaitingSections holds back until then.
    useEffect(onCommit, [onCommit]);
    return <Section />;
  }

  return function HydrateWhenVisible() {
    // Only while hydrating: on the server, and in a render without pre-rendered HTML, it renders at once.
    const [waitFor] = useState(() => (isHydrating() ? gate(Section.preload) : null));
    const ref = useRef<HTMLDivElement>(null);
    // The section's HTML is React's now: it says so (early-events.ts stops holding clicks there).
    const onCommit = useCallback(() => ref.current?.setAttribute(SECTION_HYDRATED, ''), []);
    useEffect(() => {
      const element = ref.current;
      if (!waitFor || !element) return;
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && waitFor.open(), {
        // One screen ahead, so it is ready before it is reached.
        rootMargin: '0px 0px 100% 0px',
      });
      observer.observe(element);
      // A pointer, keyboard focus or a held click reaching into it (early-events.ts): load it now.
      element.addEventListener(WAKE_SECTION, waitFor.open);
      // Asked before it listened (a language chosen between React's commit and its effects).
      if (isWakeRequested(element)) waitFor.open();
      return () => {
        observer.disconnect();
        element.removeEventListener(WAKE_SECTION, waitFor.open);
      };
    }, [waitFor]);
    return (
      <div ref={ref} {...{ [SECTION]: '' }}>
        <Suspense fallback={null}>
          <Inner waitFor={waitFor} onCommit={onCommit} />
        </Suspense>
      </div>
    );
  };
}
