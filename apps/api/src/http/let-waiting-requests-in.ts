import { setImmediate } from 'node:timers/promises';

/**
 * Lets the requests that arrived meanwhile run before the rest of a long answer (a page of 100
 * orders takes a few milliseconds of synchronous SQLite calls and JavaScript): the event loop
 * reads new sockets only between its turns, and one `setImmediate` continues in the same turn's
 * check phase, before the next poll, so this waits two: the next poll runs between them.
 */
export async function letWaitingRequestsIn(): Promise<void> {
  await setImmediate();
  await setImmediate();
}
