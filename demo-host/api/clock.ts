/**
 * Where every backend reads the time: `createDemoApp({ now })` passes one clock to all of them, so a
 * test can fix or advance the time of events, carts and orders without faking timers.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
