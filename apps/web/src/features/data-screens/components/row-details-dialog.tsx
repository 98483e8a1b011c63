import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

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
    <Dialog open={title !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Details</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.label} className="flex justify-between gap-4 border-b py-1">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="text-right font-medium">{field.value}</dd>
            </div>
          ))}
        </dl>
        {extra}
      </DialogContent>
    </Dialog>
  );
}
