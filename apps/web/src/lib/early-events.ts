/**
 * What a visitor does on a pre-rendered page before the part of it they touch has hydrated
 * (decision 011). The page's boot script (`@skinsight/shared/boot-script`) keeps forms sent,
 * buttons pressed and a language chosen until the app starts; the app then takes over the keeping
 * until each part has hydrated, and does each kept thing again once its element is React's.
 *
 * The app's keeper listens on the window in the capture phase, ahead of React (which listens on
 * the root): React drops a click inside a part still waiting for its code (it stops the event
 * there), so such a click must be taken before React sees it. Pointer and focus moving into such
 * a part wake it (its code starts loading at once), as does a click held there.
 */
import { WAITING_SECTION } from './hydration-markers.ts';
import { wakeSection } from './hydration.ts';

export type EarlyEvent = {
  type: 'click' | 'submit' | 'change';
  target: Element;
  /** The select's value when it changed. */
  value?: string;
  submitter?: HTMLElement | null;
};

declare global {
  interface Window {
    __skinsightEarly?: { events: EarlyEvent[]; stop: () => void };
  }
}

const RETRY_MS = 50;
const GIVE_UP_MS = 15_000;

/**
 * Whether React has taken over this element. React keeps its props on each element it has
 * hydrated, under a key beginning `__reactProps$`; a part of the page still waiting for its code
 * has none, and a section that hydrates when visible says when it has committed. An event sent
 * before would be lost.
 */
export const isHydrated = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$')) && !element.closest(WAITING_SECTION);

const waitUntil = async (ready: () => boolean): Promise<boolean> => {
  for (const since = Date.now(); !ready();) {
    if (Date.now() - since > GIVE_UP_MS) return false;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  return true;
};

const wake = (target: EventTarget | null) => {
  const section = target instanceof Element ? target.closest(WAITING_SECTION) : null;
  if (section) wakeSection(section);
};

/** Does one kept thing again: a form sent, a button pressed, a select set to the value chosen. */
function replay(event: EarlyEvent): void {
  const { target } = event;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    const submitter =
      event.submitter instanceof HTMLButtonElement && event.submitter.isConnected ? event.submitter : undefined;
    // holdEarlySubmits holds it again if a part of the form still waits for its code.
    target.requestSubmit(submitter);
  } else if (event.type === 'click' && target instanceof HTMLElement) {
    target.click();
  } else if (event.type === 'change' && target instanceof HTMLSelectElement && event.value !== undefined) {
    target.value = event.value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Takes the keeping over from the boot script (seamlessly: the app's keeper listens before the
 * boot script stops) and returns `start`, called once the app's first render has committed: from
 * then on each kept thing is done again, in order, as soon as its element has hydrated. Something
 * no longer on the page (the app rendered afresh, or the visitor has moved on) is left alone. The
 * keeper removes itself once the whole page is React's.
 */
export function keepEarlyEvents(target: Window = window): { start: () => void } {
  const queue: EarlyEvent[] = [];
  let started = false;
  let pumping = false;

  const pump = async () => {
    if (!started || pumping) return;
    pumping = true;
    for (let event = queue.shift(); event; event = queue.shift()) {
      const element = event.target;
      wake(element);
      if ((await waitUntil(() => !element.isConnected || isHydrated(element))) && element.isConnected) replay(event);
    }
    pumping = false;
  };

  const done = () => started && !target.document.querySelector(WAITING_SECTION);
  const onClick = (event: MouseEvent) => {
    if (done()) return stop();
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's form is sent and held by holdEarlySubmits; links work without the app.
    if (!button || (button.form && button.type === 'submit') || isHydrated(button)) return;
    event.preventDefault();
    event.stopPropagation();
    queue.push({ type: 'click', target: button });
    wake(button);
    void pump();
  };
  // A choice in a select fires `input`, then `change`. React takes an `input` that reaches a page
  // still hydrating as its cue to finish hydrating there and then, and the render that follows puts
  // the select back to the value it renders before the `change` arrives: the choice was lost (one
  // start in six on a slow phone). So both are kept from React until the first render has
  // committed (React has an element's props as soon as it has rendered it, before the commit)
  // and the select is React's; the change is done again then, with the value chosen.
  const onSelect = (event: Event) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || (started && isHydrated(select))) return;
    event.stopPropagation();
    if (event.type !== 'change') return;
    queue.push({ type: 'change', target: select, value: select.value });
    void pump();
  };
  const onReach = (event: Event) => wake(event.target);
  const listeners = [
    ['click', onClick],
    ['input', onSelect],
    ['change', onSelect],
    ['pointerdown', onReach],
    ['focusin', onReach],
  ] as const;
  for (const [type, listener] of listeners) target.addEventListener(type, listener as EventListener, true);
  function stop() {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener as EventListener, true);
  }

  // What the boot script kept before the app started comes first.
  const early = target.__skinsightEarly;
  if (early) {
    early.stop();
    delete target.__skinsightEarly;
    queue.push(...early.events.splice(0));
  }
  return {
    start() {
      started = true;
      void pump();
    },
  };
}
