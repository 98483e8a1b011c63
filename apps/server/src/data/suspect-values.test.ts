import { describe, expect, it } from 'vitest';
import { findSuspectValues, type RankedCell } from './suspect-values';

/** A deterministic spread of factors around 1 (no randomness: the test must say the same each run). */
const wobble = (i: number) => 1 + 0.25 * Math.sin(i * 1.7);

interface CellSpec {
  institute: number;
  quota?: string;
  category?: string;
  year: number;
  round: number;
  rank: number;
}

function cellsOf(specs: readonly CellSpec[]): RankedCell[] {
  return specs.map((spec, id) => ({
    id,
    option: JSON.stringify([spec.institute, spec.quota ?? 'Open', spec.category ?? 'GM']),
    place: JSON.stringify([spec.institute, spec.year, spec.round]),
    seatType: spec.quota ?? 'Open',
    list: `${spec.year}-${spec.round}`,
    listKind: String(spec.round),
    rank: Math.round(spec.rank),
  }));
}

/** Forty options over three years and two rounds, each option's ranks moving a little. */
function ordinaryList(): CellSpec[] {
  const specs: CellSpec[] = [];
  for (let institute = 1; institute <= 40; institute++) {
    for (const year of [2022, 2023, 2024]) {
      for (const round of [1, 2]) {
        const i = institute * 7 + year + round * 3;
        specs.push({ institute, year, round, rank: 2_000 * institute * round * wobble(i) });
      }
    }
  }
  return specs;
}

function specAt(specs: readonly CellSpec[], index: number): CellSpec {
  const spec = specs[index];
  if (!spec) throw new Error(`no cell ${index}`);
  return spec;
}

const marksOf = (specs: readonly CellSpec[]) => {
  const cells = cellsOf(specs);
  return [...findSuspectValues(cells)].map(([id, mark]) => ({ spec: specs[id], mark }));
};

describe('findSuspectValues', () => {
  it('marks nothing in an ordinary list', () => {
    expect(marksOf(ordinaryList())).toEqual([]);
  });

  it('marks a closing rank far below its option in other rounds and years, with their range', () => {
    const specs = ordinaryList();
    const broken = specs.findIndex((spec) => spec.institute === 30 && spec.year === 2022);
    const others = specs.filter((spec, index) => spec.institute === 30 && index !== broken);
    specs[broken] = { ...specAt(specs, broken), rank: 10 };
    expect(marksOf(specs)).toEqual([
      {
        spec: specs[broken],
        mark: {
          kind: 'outlier',
          value: 10,
          low: Math.min(...others.map((spec) => Math.round(spec.rank))),
          high: Math.max(...others.map((spec) => Math.round(spec.rank))),
        },
      },
    ]);
  });

  it('marks a rank that lost two digits, not one that moved as ranks move', () => {
    const specs = ordinaryList();
    const lost = specs.findIndex((spec) => spec.institute === 12 && spec.year === 2024);
    const moved = specs.findIndex((spec) => spec.institute === 20 && spec.year === 2024);
    specs[lost] = { ...specAt(specs, lost), rank: Math.floor(specAt(specs, lost).rank / 100) };
    specs[moved] = { ...specAt(specs, moved), rank: specAt(specs, moved).rank * 1.6 };
    expect(marksOf(specs).map(({ spec }) => spec)).toEqual([specs[lost]]);
  });

  it('does not judge an option with fewer than two other values', () => {
    const specs: CellSpec[] = [
      ...ordinaryList(),
      { institute: 99, year: 2022, round: 1, rank: 10 },
      { institute: 99, year: 2023, round: 1, rank: 500_000 },
    ];
    expect(marksOf(specs)).toEqual([]);
  });

  it('marks a seat type closing before one that closes first at every other college', () => {
    const specs: CellSpec[] = [];
    for (let institute = 1; institute <= 20; institute++) {
      const open = 50_000 * institute * wobble(institute);
      specs.push({ institute, quota: 'Private', year: 2024, round: 1, rank: open });
      // NRI seats close far later, but at college 7 the list gave the open rank again.
      const nri = institute === 7 ? open * 0.98 : open * 8 * wobble(institute + 3);
      specs.push({ institute, quota: 'NRI', year: 2024, round: 1, rank: nri });
    }
    const marks = marksOf(specs);
    expect(marks.map(({ spec }) => spec)).toEqual([
      specs.find((spec) => spec.institute === 7 && spec.quota === 'NRI'),
    ]);
    expect(marks[0]?.mark).toMatchObject({ kind: 'seat-order', otherSeat: 'Private' });
  });

  it('leaves seat types that close near each other in either order', () => {
    const specs: CellSpec[] = [];
    for (let institute = 1; institute <= 20; institute++) {
      const open = 50_000 * institute;
      specs.push({ institute, quota: 'Private', year: 2024, round: 1, rank: open });
      specs.push({
        institute,
        quota: 'Minority',
        year: 2024,
        round: 1,
        rank: open * wobble(institute),
      });
    }
    expect(marksOf(specs)).toEqual([]);
  });

  it('marks every value of a round list that stops an order of magnitude short of its kind', () => {
    const specs: CellSpec[] = [];
    for (let institute = 1; institute <= 30; institute++) {
      for (const year of [2021, 2022, 2023, 2024]) {
        // 2023's Round 3 list is cut off: its ranks stop at 17,223.
        const rank = year === 2023 ? 500 * institute + 2_223 : 40_000 * institute * wobble(year);
        specs.push({ institute, year, round: 3, rank });
      }
    }
    const marks = marksOf(specs);
    expect(marks).toHaveLength(30);
    expect(marks.every(({ spec }) => spec?.year === 2023)).toBe(true);
    expect(marks[0]?.mark).toMatchObject({ kind: 'partial-list', listEnd: 17_223 });
  });

  it('keeps a list that ends at half the usual end (a smaller round, not a cut one)', () => {
    const specs: CellSpec[] = [];
    for (let institute = 1; institute <= 30; institute++) {
      for (const year of [2021, 2022, 2023, 2024]) {
        const rank = 40_000 * institute * (year === 2023 ? 0.5 : wobble(year));
        specs.push({ institute, year, round: 3, rank });
      }
    }
    expect(marksOf(specs)).toEqual([]);
  });
});
