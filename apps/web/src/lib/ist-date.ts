// Built on first use and kept: building a date formatter (time-zone data) is the costly part,
// and modules that load with every /app screen would otherwise pay for it at once.
let istDateFormat: Intl.DateTimeFormat | undefined;

/** A date as an Indian reader writes it, in IST: "31 Mar 2027". */
export function formatIstDate(date: Date | string): string {
  istDateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return istDateFormat.format(typeof date === 'string' ? new Date(date) : date);
}
