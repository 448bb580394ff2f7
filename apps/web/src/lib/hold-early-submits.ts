/**
 * Parts of a pre-rendered page hydrate when they come near the screen (decision 011). A form
 * submitted before its code has arrived would otherwise be sent the browser's own way: a reload
 * of the page with the fields in the address, and what the person typed lost. This listener runs
 * after React's (it listens on the root, below the window): a submit that React has not handled
 * is held and sent again, a little later, until the form's code is there to take it.
 */
const RETRY_MS = 100;
const GIVE_UP_MS = 15_000;

export function holdEarlySubmits(target: Window = window): void {
  const firstHeld = new WeakMap<HTMLFormElement, number>();
  target.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) {
      if (form instanceof HTMLFormElement) firstHeld.delete(form);
      return;
    }
    // Forms that are meant to be sent natively (none in the app today) opt out.
    if (form.hasAttribute('data-native-submit')) return;
    event.preventDefault();
    const since = firstHeld.get(form) ?? Date.now();
    firstHeld.set(form, since);
    if (Date.now() - since > GIVE_UP_MS) {
      firstHeld.delete(form);
      return;
    }
    const submitter = (event as SubmitEvent).submitter;
    setTimeout(() => {
      if (!form.isConnected) return;
      form.requestSubmit(submitter && submitter.isConnected ? (submitter as HTMLButtonElement) : undefined);
    }, RETRY_MS);
  });
}
