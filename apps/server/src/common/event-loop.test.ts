import { readFile } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { afterPendingIo } from './event-loop';

describe('afterPendingIo', () => {
  it('resolves only after the loop has gone round once, even when called from an I/O callback', async () => {
    // A request's callback is an I/O callback: an immediate queued there runs in the same turn,
    // before the loop looks at what else waits. A due timer stands for what waits.
    const timerRanFirst = await new Promise<boolean>((resolve, reject) => {
      readFile(fileURLToPath(import.meta.url), (error) => {
        if (error) return reject(error);
        let timerRan = false;
        setTimeout(() => {
          timerRan = true;
        }, 0);
        // Past the timer's 1 ms, so it is due at the loop's next turn.
        const due = performance.now() + 2;
        while (performance.now() < due);
        void afterPendingIo().then(() => resolve(timerRan));
      });
    });
    expect(timerRanFirst).toBe(true);
  });
});
