import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * The details of one row: every field, "N/A" where missing (docs/product.md#data-screens,
 * docs/product.md#knowledge-hub), then whatever the screen adds. Open while `title` is set.
 */
export function DetailsDialog({
  title,
  fields,
  children,
  onClose,
}: {
  title: string | null;
  fields: { label: string; value: string | number | null }[];
  children?: ReactNode;
  onClose: () => void;
}) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Details</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.label} className="flex justify-between gap-4 border-b py-1">
              <dt className="text-muted-foreground">{field.label}</dt>
              <dd className="text-right font-medium">{field.value ?? 'N/A'}</dd>
            </div>
          ))}
        </dl>
        {children}
      </DialogContent>
    </Dialog>
  );
}
