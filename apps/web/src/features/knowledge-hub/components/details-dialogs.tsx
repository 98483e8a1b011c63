import type { ReactNode } from 'react';
import type { CourseRow, InstituteRow, UniversityRow } from '@seatscope/shared';
import { DetailsDialog } from '@/components/details-dialog';
import { TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useInstituteDetail, useUniversityColleges } from '../api/lists';
import { figureLines, offeringGroups } from '../institute-figures';
import { hostelFeeText } from './institute-card';

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

/**
 * An institute's details (College Explorer): the directory's fields, each fee, stipend and bond
 * figure with the file it came from, and the counsellings and courses it appears in
 * (docs/decisions/0036-institute-details.md).
 */
export function InstituteDetails({
  institute,
  onClose,
}: {
  institute: InstituteRow | null;
  onClose: () => void;
}) {
  const detail = useInstituteDetail(institute?.id ?? null);
  const data = detail.data?.id === institute?.id ? detail.data : undefined;
  const figures = data ? figureLines(data) : [];
  const groups = data ? offeringGroups(data.offerings) : [];
  return (
    <DetailsDialog
      title={institute?.name ?? null}
      fields={[
        { label: 'MCC code', value: institute?.code ?? null },
        { label: 'Address', value: data?.address ?? null },
        { label: 'University', value: institute?.university ?? null },
        {
          label: 'Place',
          value: [institute?.district, institute?.state].filter(Boolean).join(', ') || null,
        },
        { label: 'Type', value: institute?.type ?? null },
        { label: 'Management', value: institute?.management ?? null },
        { label: 'Beds', value: institute?.beds?.toLocaleString('en-IN') ?? null },
        {
          label: 'Hostel fee',
          value: institute ? hostelFeeText(institute.hostelFeeMen, institute.hostelFeeWomen) : null,
        },
      ]}
      onClose={onClose}
    >
      {detail.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(detail.error)}
        </p>
      ) : !data ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading...
        </p>
      ) : (
        <>
          <section aria-labelledby="institute-figures">
            <h3 id="institute-figures" className="font-semibold">
              Fees, stipends and bond
            </h3>
            {figures.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">
                No fee, stipend or bond on record.
              </p>
            ) : (
              <dl className="mt-2 grid gap-2 text-sm" data-testid="institute-figures">
                {figures.map((line) => (
                  <div
                    key={line.figure}
                    className="grid grid-cols-[1fr_auto] gap-x-4 border-b pb-2"
                    data-testid={`figure-${line.figure}`}
                  >
                    <dt className="text-muted-foreground">{line.label}</dt>
                    <dd className={line.locked ? 'text-right' : 'text-right font-medium'}>
                      {line.value}
                    </dd>
                    <dd className="col-span-2 text-xs text-muted-foreground">
                      Source: {line.source}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {data.locked.length > 0 && (
              <p className="mt-2 text-sm text-muted-foreground">
                Fees, stipends and seat counts follow the data tables: a package that includes the
                counselling shows them.
              </p>
            )}
          </section>
          <section aria-labelledby="institute-offerings">
            <h3 id="institute-offerings" className="font-semibold">
              Counsellings and courses
            </h3>
            {groups.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Not in any counselling's allotments on record.
              </p>
            ) : (
              <div className="mt-2 grid gap-3 text-sm">
                {groups.map((group) => (
                  <div key={group.counsellingId}>
                    <h4 className="font-medium">{group.counsellingName}</h4>
                    <ul className="mt-1 grid gap-1">
                      {group.courses.map((course) => (
                        <li key={course.courseId}>
                          {course.courseName}
                          <span className="text-muted-foreground">
                            {' '}
                            · {course.years} · {course.seats}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </section>
        </>
      )}
    </DetailsDialog>
  );
}
