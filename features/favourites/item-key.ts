/**
 * The key of an item's toggle and notice: its channel and id. Apart from the store's state, so that a
 * resting save button (item-message.ts, at load) does not bring the store's modules, which start later
 * (issue 22).
 */
export const itemKey = (channel: string, id: string) => `${channel}\n${id}`;
