import { createValueStore } from '../lib/value-store';

/**
 * The server-availability flag of Product specification, shell §3 (starts true): a call that gets no answer
 * marks the server unavailable, any answer marks it available again.
 */
const available = createValueStore(true);

export const isServerAvailable = available.get;
export const setServerAvailable = (value: boolean): void => void available.set(value);
export const useServerAvailable = available.use;
