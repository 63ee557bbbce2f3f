/**
 * Lets pending work run: promise callbacks, mutation observers, zero-delay timers, and a `fetch`
 * routed to the demo host in process (`routeFetchToDemoHost`), which answers within a few ms.
 * Hint: a test that waits for a condition should use `vi.waitFor`; `settle` is for asserting that
 * something did *not* happen, or that it happened without a later call.
 */
export const settle = (ms = 20) => new Promise<void>((resolve) => setTimeout(resolve, ms));
