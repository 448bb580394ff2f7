/**
 * Stands in for the `react-style-singleton` package (vite.config.ts aliases it here), which the UI
 * primitives' scroll lock (react-remove-scroll, used by Radix dialogs and the phone menu) uses to
 * add a few rules while a dialog is open. The package writes a `<style>` element, which our
 * Content-Security-Policy blocks (no inline style, decision 017); this writes a constructed
 * stylesheet adopted by the document, which the CSP does not govern, with the same API and the
 * same reference counting: the rules are added when the first user mounts and removed with the
 * last. A browser without constructable stylesheets (before Safari 16.4) gets the `<style>`
 * element, which its CSP then blocks: the page still works, it only scrolls behind an open dialog.
 */
import { useEffect, type FunctionComponent } from 'react';

type Sheet = { add: (css: string) => void; remove: () => void };

const constructable = (): boolean =>
  typeof document !== 'undefined' &&
  'adoptedStyleSheets' in document &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

export function stylesheetSingleton(): Sheet {
  let counter = 0;
  let adopted: CSSStyleSheet | null = null;
  let element: HTMLStyleElement | null = null;
  return {
    add(css) {
      if (counter++ > 0 || typeof document === 'undefined') return;
      if (constructable()) {
        adopted = new CSSStyleSheet();
        adopted.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, adopted];
      } else {
        element = document.createElement('style');
        element.textContent = css;
        document.head.appendChild(element);
      }
    },
    remove() {
      if (--counter > 0) return;
      counter = 0;
      if (adopted) {
        const sheet = adopted;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
        adopted = null;
      }
      element?.remove();
      element = null;
    },
  };
}

/** A hook that holds the styles while the component using it is mounted. */
export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton();
  const useStyle = (styles: string, isDynamic?: boolean) => {
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // The package's contract: the styles change only when declared dynamic.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [styles && isDynamic]);
  };
  return useStyle;
}

/** A component that holds the styles while mounted (what react-remove-scroll renders). */
export function styleSingleton(): FunctionComponent<{ styles: string; dynamic?: boolean }> {
  const useStyle = styleHookSingleton();
  const Sheet: FunctionComponent<{ styles: string; dynamic?: boolean }> = ({ styles, dynamic }) => {
    useStyle(styles, dynamic);
    return null;
  };
  return Sheet;
}
