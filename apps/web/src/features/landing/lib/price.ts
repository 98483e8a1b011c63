// Built on first use and kept: building a date formatter is the costly part.
let validUntilFormat: Intl.DateTimeFormat | undefined;

/** The catalogue's validity as an Indian date: "31 Mar 2027". */
export const formatValidUntil = (iso: string) =>
  (validUntilFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })).format(new Date(iso));
