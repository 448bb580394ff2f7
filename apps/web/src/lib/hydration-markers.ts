/**
 * The marks a pre-rendered page's parts carry while they wait for React and once it has them.
 * Free of the DOM so the browser tests and benchmarks (compiled without it) can read them too.
 */

/**
 * A part of a pre-rendered page that hydrates when it comes near the screen carries `SECTION`;
 * once React has taken it over (committed, not only rendered, and its effects run) it also carries
 * `SECTION_HYDRATED`.
 */
export const SECTION = 'data-hydrate-when-visible';
export const SECTION_HYDRATED = 'data-hydrated';

/** Sent to a part waiting for its code when a visitor reaches into it: load it now. */
export const WAKE_SECTION = 'skinsight:wake';

/** A part still waiting for its code (or for React to commit it). */
export const WAITING_SECTION = `[${SECTION}]:not([${SECTION_HYDRATED}])`;
