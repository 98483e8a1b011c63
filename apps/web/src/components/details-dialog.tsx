import type { ReactNode } from 'react';
import { TitledDialog } from '@/components/titled-dialog';

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
    <TitledDialog
      open={title !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description="Details"
      contentClassName="max-h-[calc(100dvh-2rem)] sm:max-w-2xl"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.label} className="flex justify-between gap-4 border-b py-1">
            <dt className="text-muted-foreground">{field.label}</dt>
            <dd className="text-right font-medium">{field.value ?? 'N/A'}</dd>
          </div>
        ))}
      </dl>
      {children}
    </TitledDialog>
  );
}
