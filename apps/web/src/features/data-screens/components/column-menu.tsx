import { Columns3Icon } from 'lucide-react';
import { DropdownMenuCheckboxItem } from '@/components/ui/dropdown-menu';
import { ToolbarMenu } from './toolbar-menu';

/** Shows and hides columns; the screen owns the visibility state so Reset can restore it. */
export function ColumnMenu({
  columns,
  visibility,
  onChange,
}: {
  columns: { id: string; header: string }[];
  visibility: Record<string, boolean>;
  onChange: (visibility: Record<string, boolean>) => void;
}) {
  return (
    <ToolbarMenu
      icon={Columns3Icon}
      label="Columns"
      title="Visible columns"
      className="max-h-96 overflow-y-auto"
    >
      {columns.map((column) => (
        <DropdownMenuCheckboxItem
          key={column.id}
          checked={visibility[column.id] !== false}
          onSelect={(event) => event.preventDefault()}
          onCheckedChange={(checked) => onChange({ ...visibility, [column.id]: checked })}
        >
          {column.header}
        </DropdownMenuCheckboxItem>
      ))}
    </ToolbarMenu>
  );
}
