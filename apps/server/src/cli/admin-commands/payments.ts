import { z } from 'zod';
import { listPaymentIncidents } from '../../domain/captured-payments';
import { defineCommand, UsageError } from '../command-line';

const rupees = (paise: number, currency: string) => `${(paise / 100).toFixed(2)} ${currency}`;

/**
 * Captured payments that did not simply pay their own open purchase: granted through a
 * superseded order, refunded, or waiting for an operator (docs/decisions/0068-payments-never-for-nothing.md).
 */
export const paymentsCommand = defineCommand({
  name: 'payments',
  usage: 'payments [--limit N]   (payments refunded, granted by a superseded order, or to act on)',
  options: z.object({ limit: z.string().optional() }),
  async run({ options: { limit } }, context) {
    const count = limit === undefined ? 100 : Number(limit);
    if (!Number.isInteger(count) || count < 1) {
      throw new UsageError(`--limit must be a whole number above 0, not ${limit}.`);
    }
    const database = await context.database();
    const incidents = await listPaymentIncidents(database.db, count);
    if (incidents.length === 0) {
      console.log('No payment needed more than paying its own purchase.');
      return 0;
    }
    for (const incident of incidents) {
      console.log(
        [
          incident.createdAt.toISOString(),
          incident.action === 'needs_attention' ? 'NEEDS ATTENTION' : incident.action,
          incident.reason,
          incident.paymentId,
          `order ${incident.orderId ?? '-'}`,
          incident.email ?? 'unknown user',
          incident.packageId ?? '-',
          rupees(incident.amountPaise, incident.currency),
          incident.refundId ? `refund ${incident.refundId}` : '',
        ]
          .filter(Boolean)
          .join('  '),
      );
    }
    return 0;
  },
});
