/**
 * Lets the browser paint and handle input between the steps of starting up: each step is its own
 * short task, rather than one long one a phone's main thread is blocked for (decision 011).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
