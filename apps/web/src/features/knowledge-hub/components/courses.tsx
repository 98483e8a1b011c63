import { useState } from 'react';
import { BookOpen, Clock, GraduationCap, Microscope, Stethoscope, TestTubes } from 'lucide-react';
import type { CourseRow } from '@seatscope/shared';
import { IconCardList } from '@/components/icon-card-list';
import { PageMain } from '@/components/layout/page-main';
import { useCourseFacets, useCourses } from '../api/lists';
import { useListParams } from '../hooks';
import { CourseDetails, courseYears } from './details-dialogs';
import { HubHero, StatCards } from './hub-header';
import { HubTable, type HubColumn } from './hub-table';
import { PagedListBody } from './list-body';
import { HubSearchToolbar, type FilterChoice } from './list-toolbar';

const clinicalTypes = [
  {
    icon: Stethoscope,
    title: 'Clinical',
    body: 'Direct patient care: Medicine, Surgery, Paediatrics, Obstetrics & Gynaecology, Orthopaedics and more.',
  },
  {
    icon: TestTubes,
    title: 'Para-Clinical',
    body: 'The bridge between science and the bedside: Pathology, Microbiology, Pharmacology, Forensic Medicine.',
  },
  {
    icon: Microscope,
    title: 'Pre-Clinical',
    body: 'The foundations of medicine: Anatomy, Physiology and Biochemistry, with mostly teaching and research work.',
  },
];

const COURSE_FILTERS: FilterChoice<'degreeType' | 'clinicalType' | 'duration'>[] = [
  { key: 'degreeType', label: 'Degree type', allLabel: 'All degrees' },
  { key: 'clinicalType', label: 'Clinical type', allLabel: 'All clinical types' },
  { key: 'duration', label: 'Duration', allLabel: 'Any duration', format: courseYears },
];

const COURSE_COLUMNS: HubColumn<CourseRow>[] = [
  {
    header: 'Name',
    className: 'min-w-48 px-4 font-medium whitespace-normal',
    cell: (row) => row.name,
  },
  { header: 'Short name', cell: (row) => row.shortName ?? 'N/A' },
  { header: 'Degree type', cell: (row) => row.degreeType ?? 'N/A' },
  { header: 'Clinical type', cell: (row) => row.clinicalType ?? 'N/A' },
  {
    header: 'Duration',
    cell: (row) => (row.duration === null ? 'N/A' : courseYears(row.duration)),
  },
  { header: 'Degree term', cell: (row) => row.degreeTerm ?? 'N/A' },
];

/** Medical Courses (docs/product.md#knowledge-hub): stat cards, clinical-type cards, a table of 50 a page. */
export function Courses() {
  const { values, page, update } = useListParams('courses');
  const [selected, setSelected] = useState<CourseRow | null>(null);
  const facets = useCourseFacets();
  const list = useCourses(
    {
      q: values.q.trim(),
      degreeType: values.degreeType,
      clinicalType: values.clinicalType,
      duration: values.duration,
    },
    page,
  );

  return (
    <PageMain className="mx-auto w-full max-w-7xl space-y-6 p-4 sm:p-6">
      <HubHero
        icon={BookOpen}
        title="Medical Courses"
        description="Postgraduate and undergraduate medical courses: degree, clinical type, duration and term."
      />
      <StatCards
        items={[
          { label: 'Total Courses', value: facets.data?.total, icon: BookOpen },
          { label: 'Degree Types', value: facets.data?.degreeType.length, icon: GraduationCap },
          { label: 'Clinical Types', value: facets.data?.clinicalType.length, icon: Stethoscope },
          { label: 'Duration Options', value: facets.data?.duration.length, icon: Clock },
        ]}
      />
      <IconCardList className="md:grid-cols-3" cards={clinicalTypes} />
      <HubSearchToolbar
        params={{ values, update }}
        label="Search courses"
        placeholder="Search courses"
        filters={COURSE_FILTERS}
        facets={facets.data}
      />

      <PagedListBody
        list={list}
        asked={page}
        emptyMessage="No courses found matching your search."
        onPageChange={(next) => update({ page: next })}
      >
        {(rows) => (
          <div className="rounded-xl border bg-card shadow-sm" aria-busy={list.isFetching}>
            <HubTable columns={COURSE_COLUMNS} rows={rows} onOpen={setSelected} />
          </div>
        )}
      </PagedListBody>
      <CourseDetails course={selected} onClose={() => setSelected(null)} />
    </PageMain>
  );
}
