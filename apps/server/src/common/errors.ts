/**
 * What went wrong, in the domain's words. The HTTP edge (http/errors.ts) maps each kind to a
 * status; domain code never names a status, so it reads the same from a route, a CLI or a job.
 */
export type DomainErrorKind =
  | 'invalid' // the input breaks a rule: 400
  | 'forbidden' // this viewer may not do it: 403
  | 'not_found' // 404
  | 'conflict' // the state does not allow it (already paid, offer ended): 409
  | 'unavailable' // a service we depend on did not answer: 502
  | 'busy' // the data changed while it was read, again and again (an import committing): 503
  | 'not_configured'; // the operator has not set this feature up (payments): 503

/** An error a user may cause or see: its message is safe to show them. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
