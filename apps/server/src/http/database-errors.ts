/**
 * Whether an error means the database could not be reached or timed out, as opposed to a bug:
 * such requests answer 503 so clients can retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // 57014 query_canceled (statement timeout), 57P01..57P03 shutdown, 08xxx connection errors.
      if (code === '57014' || code.startsWith('57P') || code.startsWith('08')) return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code))
        return true;
    }
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connect ECONNREFUSED/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
