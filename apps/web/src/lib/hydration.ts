import { WAITING_SECTION, WAKE_SECTION, SECTION_HYDRATED } from './hydration-markers.ts';

/**
 * Whether the page on screen is the pre-rendered one being hydrated (main.tsx sets it, the app
 * clears it when the visitor goes to another page). Read in state initialisers only: reading it through a hook that
 * changes afterwards would re-render parts React has not hydrated yet and throw their HTML away.
 */
let hydrating = false;

export const isHydrating = (): boolean => hydrating;

export function setHydrating(value: boolean): void {
  hydrating = value;
}

const SECTIONS_GIVE_UP_MS = 5000;

/** The parts asked to load their code, whether or not they were listening yet. */
const wakeRequests = new WeakSet<Element>();

/**
 * Asks a part waiting for its code to load it now. A part whose listener is not attached yet
 * (React has committed the page but not yet run its effects, a task later) would not hear the
 * event: it finds the request when it starts listening. A missed wake left a section to hydrate
 * after a change of language, over the HTML of the old one (React error 418).
 */
export function wakeSection(section: Element): void {
  wakeRequests.add(section);
  section.dispatchEvent(new Event(WAKE_SECTION));
}

export const isWakeRequested = (section: Element): boolean => wakeRequests.has(section);

/**
 * Wakes every part of the page still showing its pre-rendered HTML and resolves once React has
 * taken each over (or after a few seconds, when one's code cannot be had). Called before the
 * language changes: a part hydrated after the switch would be drawn in the new language over the
 * old one's HTML, a mismatch React repairs by throwing that HTML away.
 */
export function hydrateWaitingSections(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const waiting = () => document.querySelectorAll(WAITING_SECTION);
  if (waiting().length === 0) return Promise.resolve();
  for (const section of waiting()) wakeSection(section);
  return new Promise((resolve) => {
    const finish = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    // A part taken over says so (SECTION_HYDRATED); one removed (the visitor moved on) waits no more.
    const observer = new MutationObserver(() => waiting().length === 0 && finish());
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: [SECTION_HYDRATED],
    });
    const timer = window.setTimeout(finish, SECTIONS_GIVE_UP_MS);
  });
}
