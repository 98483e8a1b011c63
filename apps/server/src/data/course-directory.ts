import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { course } from '../db/schema';
import type { NormalisedCourse } from './cleaning/courses';
import { inBatches } from './sql-batch';

/** Courses by normalised key; new ones are created on flush. */
export class CourseDirectory {
  private readonly byKey = new Map<
    string,
    { id: number | null; course: NormalisedCourse; changed: boolean }
  >();

  static async load(db: Database): Promise<CourseDirectory> {
    const directory = new CourseDirectory();
    const rows = await db.select().from(course).where(eq(course.isDemo, false));
    for (const row of rows) {
      directory.byKey.set(row.nameKey, {
        id: row.id,
        changed: false,
        course: {
          key: row.nameKey,
          name: row.name,
          shortName: row.shortName ?? row.name,
          level: row.level,
          degreeType: row.degreeType ?? '',
          clinicalType: (row.clinicalType as NormalisedCourse['clinicalType']) ?? null,
          durationYears: row.durationYears,
          degreeTerm: (row.degreeTerm as NormalisedCourse['degreeTerm']) ?? 'Degree',
        },
      });
    }
    return directory;
  }

  /** Registers a course (and, when `facts`, its clinical type) and returns its entry. */
  resolve(normalised: NormalisedCourse, facts = false) {
    const known = this.byKey.get(normalised.key);
    if (known) {
      if (
        facts &&
        normalised.clinicalType &&
        normalised.clinicalType !== known.course.clinicalType
      ) {
        known.course = { ...known.course, clinicalType: normalised.clinicalType };
        known.changed = true;
      }
      return known;
    }
    const entry = { id: null, course: normalised, changed: false };
    this.byKey.set(normalised.key, entry);
    return entry;
  }

  idOf(normalised: NormalisedCourse): number {
    const id = this.byKey.get(normalised.key)?.id;
    if (id === null || id === undefined)
      throw new Error(`course ${normalised.key} was not flushed`);
    return id;
  }

  nameOf(normalised: NormalisedCourse): string {
    return this.byKey.get(normalised.key)?.course.name ?? normalised.name;
  }

  async flush(db: Database): Promise<void> {
    const created = [...this.byKey.values()].filter((entry) => entry.id === null);
    await inBatches(created, async (batch) => {
      const ids = await db
        .insert(course)
        .values(batch.map((entry) => courseValues(entry.course)))
        .returning({ id: course.id });
      batch.forEach((entry, index) => {
        entry.id = ids[index]?.id ?? null;
      });
    });
    for (const entry of this.byKey.values()) {
      if (!entry.changed || entry.id === null) continue;
      await db.update(course).set(courseValues(entry.course)).where(eq(course.id, entry.id));
      entry.changed = false;
    }
  }
}

function courseValues(normalised: NormalisedCourse) {
  return {
    name: normalised.name,
    nameKey: normalised.key,
    shortName: normalised.shortName,
    level: normalised.level,
    degreeType: normalised.degreeType,
    clinicalType: normalised.clinicalType,
    durationYears: normalised.durationYears,
    degreeTerm: normalised.degreeTerm,
  };
}
