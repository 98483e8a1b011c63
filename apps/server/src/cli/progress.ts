import path from 'node:path';
import cliProgress from 'cli-progress';

/** How far a long command is: `done` of `total` in a phase, at a file (or table). */
export interface Progress {
  phase: string;
  done: number;
  total: number;
  fileName: string;
}

/**
 * Progress of a long command (an import, a backup or restore) on stderr: a bar in a terminal;
 * elsewhere (a log, CI, a pipe) a line when a phase starts and at each further tenth of it
 * (docs/operations.md#commands).
 */
export function progressReporter() {
  if (!process.stderr.isTTY) return progressLines();
  const bar = new cliProgress.SingleBar(
    { format: '{phase} [{bar}] {value}/{total} {file}', stream: process.stderr, hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  let phase = '';
  return {
    update(progress: Progress) {
      const payload = { phase: progress.phase.padEnd(8), file: path.basename(progress.fileName) };
      if (!started || phase !== progress.phase) {
        if (started) bar.stop();
        bar.start(progress.total, progress.done, payload);
        started = true;
        phase = progress.phase;
      } else {
        bar.update(progress.done, payload);
      }
    },
    stop() {
      if (started) bar.stop();
      started = false;
    },
  };
}

function progressLines() {
  let phase = '';
  let tenth = -1;
  return {
    update(progress: Progress) {
      const reached = progress.total > 0 ? Math.floor((progress.done / progress.total) * 10) : 0;
      if (progress.phase === phase && reached <= tenth) return;
      phase = progress.phase;
      tenth = reached;
      const file = progress.fileName ? ` ${path.basename(progress.fileName)}` : '';
      process.stderr.write(`${progress.phase} ${progress.done}/${progress.total}${file}\n`);
    },
    stop: () => undefined,
  };
}
