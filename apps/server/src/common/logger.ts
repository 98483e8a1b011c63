import pino from 'pino';

/**
 * Structured logs. Fields that could carry secrets are redacted wherever they appear. Written to
 * standard output unless a destination is given (a test reading what was logged).
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions<never> = {
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'newPassword',
        '*.newPassword',
        'token',
        '*.token',
        'secret',
        '*.secret',
        'headers.cookie',
        'headers.authorization',
        '*.headers.cookie',
        '*.headers.authorization',
      ],
      censor: '[redacted]',
    },
    // JSON escapes C0 controls; DEL, C1 and direction marks a logged name may hold are escaped
    // here, so a log line reads as written in any terminal (docs/security.md#hostile-input).
    hooks: { streamWrite: escapeUnshown },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = ReturnType<typeof createLogger>;

const UNSHOWN_IN_JSON = /[\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** A JSON log line with the characters above as \u escapes: still the same JSON value. */
function escapeUnshown(line: string): string {
  return line.replace(
    UNSHOWN_IN_JSON,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
