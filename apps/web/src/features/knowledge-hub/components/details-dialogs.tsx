import type { ReactNode } from 'react';
import type { CourseRow, UniversityRow } from '@seatscope/shared';
import { DetailsDialog } from '@/components/details-dialog';
import { TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useUniversityColleges } from '../api/lists';

export const courseYears = (duration: number | string) =>
  `${duration} ${Number(duration) === 1 ? 'year' : 'years'}`;

/** A table row that opens its details on click, Enter or Space, as the data screens' rows do. */
export function DetailsRow({
  label,
  onOpen,
  children,
}: {
  label: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <TableRow
      className="cursor-pointer"
      tabIndex={0}
      aria-label={`${label}: show details`}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
    >
      {children}
    </TableRow>
  );
}

/** A university's details: its fields and the colleges affiliated to it. */
export function UniversityDetails({
  university,
  onClose,
}: {
  university: UniversityRow | null;
  onClose: () => void;
}) {
  const colleges = useUniversityColleges(university?.id ?? null);
  return (
    <DetailsDialog
      title={university?.name ?? null}
      fields={[
        { label: 'Type', value: university?.type ?? null },
        { label: 'State', value: university?.state ?? null },
      ]}
      onClose={onClose}
    >
      <section aria-labelledby="university-colleges">
        <h3 id="university-colleges" className="font-semibold">
          Affiliated colleges
          {colleges.data && ` (${colleges.data.total.toLocaleString('en-IN')})`}
        </h3>
        {colleges.isError ? (
          <p role="alert" className="mt-2 text-sm text-destructive">
            {errorMessage(colleges.error)}
          </p>
        ) : !colleges.data ? (
          <p role="status" className="mt-2 text-sm text-muted-foreground">
            Loading...
          </p>
        ) : colleges.data.rows.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No colleges on record.</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm">
            {colleges.data.rows.map((college) => (
              <li key={college.id}>
                {college.name}
                <span className="text-muted-foreground">
                  {' '}
                  · {[college.district, college.state].filter(Boolean).join(', ') || 'N/A'}
                </span>
              </li>
            ))}
            {colleges.data.total > colleges.data.rows.length && (
              <li className="text-muted-foreground">
                and {(colleges.data.total - colleges.data.rows.length).toLocaleString('en-IN')} more
              </li>
            )}
          </ul>
        )}
      </section>
    </DetailsDialog>
  );
}

/** A course's details: every field. */
export function CourseDetails({
  course,
  onClose,
}: {
  course: CourseRow | null;
  onClose: () => void;
}) {
  return (
    <DetailsDialog
      title={course?.name ?? null}
      fields={[
        { label: 'Short name', value: course?.shortName ?? null },
        { label: 'Level', value: course ? `NEET ${course.level}` : null },
        { label: 'Degree type', value: course?.degreeType ?? null },
        { label: 'Clinical type', value: course?.clinicalType ?? null },
        {
          label: 'Duration',
          value: course?.duration == null ? null : courseYears(course.duration),
        },
        { label: 'Degree term', value: course?.degreeTerm ?? null },
      ]}
      onClose={onClose}
    />
  );
}
