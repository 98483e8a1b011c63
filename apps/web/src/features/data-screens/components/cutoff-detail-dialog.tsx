import { TitledDialog } from '@/components/titled-dialog';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCutoffDetail, type CutoffCell } from '../api/queries';
import { formatRank, formatText } from '../format';

export interface OpenCutoffCell extends CutoffCell {
  roundName: string;
}

/** "Counselling Ranks — Year {year}, Round {round}": the allotments behind one cell (docs/product.md#cutoff-ranks). */
export function CutoffDetailDialog({
  cell,
  onClose,
}: {
  cell: OpenCutoffCell | null;
  onClose: () => void;
}) {
  const detail = useCutoffDetail(cell);
  return (
    <TitledDialog
      open={cell !== null}
      onOpenChange={(open) => !open && onClose()}
      title={cell ? `Counselling Ranks — Year ${cell.year}, ${cell.roundName}` : ''}
      description="Allotments behind this closing rank, by counselling rank"
      contentClassName="max-h-[90vh] sm:max-w-4xl"
    >
      {detail.isPending ? (
        <p>Loading…</p>
      ) : detail.isError ? (
        <p role="alert">Data not available</p>
      ) : detail.data.rows.length === 0 ? (
        <p>No data available</p>
      ) : (
        // A plain scroll region that keyboard users can focus to scroll (no focusable cells).
        <div
          tabIndex={0}
          role="region"
          aria-label="Allotments behind this closing rank"
          className="overflow-x-auto"
        >
          <table className="w-full caption-bottom text-sm">
            <TableHeader>
              <TableRow>
                {[
                  'Counselling Rank',
                  'AI Rank',
                  'Round',
                  'Quota',
                  'Category',
                  'Institute',
                  'Course',
                  'State',
                ].map((header) => (
                  <TableHead key={header}>{header}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {detail.data.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{formatRank(row.counsellingRank)}</TableCell>
                  <TableCell>{formatRank(row.aiRank)}</TableCell>
                  <TableCell>{row.roundLabel}</TableCell>
                  <TableCell>{row.quotaName}</TableCell>
                  <TableCell>{row.category}</TableCell>
                  <TableCell>{row.instituteName}</TableCell>
                  <TableCell>{row.courseName}</TableCell>
                  <TableCell>{formatText(row.state)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </table>
        </div>
      )}
    </TitledDialog>
  );
}
