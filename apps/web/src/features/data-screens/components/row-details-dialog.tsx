import type { ReactNode } from 'react';
import { DetailsDialog } from '@/components/details-dialog';

/** The details of one row (docs/product.md#data-screens): every field, formatted, "N/A" where missing. */
export function RowDetailsDialog({
  title,
  fields,
  extra,
  onClose,
}: {
  title: string | null;
  fields: { label: string; value: string }[];
  extra?: ReactNode;
  onClose: () => void;
}) {
  return (
    <DetailsDialog title={title} fields={fields} onClose={onClose}>
      {extra}
    </DetailsDialog>
  );
}
