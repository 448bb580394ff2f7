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

/**
 * A part of a pre-rendered page that hydrates when it comes near the screen carries `SECTION`;
 * once React has taken it over (committed, not only rendered) it also carries `SECTION_HYDRATED`.
 */
export const SECTION = 'data-hydrate-when-visible';
export const SECTION_HYDRATED = 'data-hydrated';
