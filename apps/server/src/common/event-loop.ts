import { setImmediate } from 'node:timers/promises';

/**
 * Resolves once the event loop has polled for I/O, so that requests and query results waiting
 * are served before the work that follows (a model fit, a cache warm step). One immediate is not
 * enough: queued from an I/O callback, it runs in the same turn of the loop, before its next
 * poll; the second then runs after one.
 */
export async function afterPendingIo(): Promise<void> {
  await setImmediate();
  await setImmediate();
}
