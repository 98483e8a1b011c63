import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowFields, typedRows } from './rows';

const row = z.object({
  id: rowFields.number,
  name: rowFields.text,
  fee: rowFields.nullableNumber,
  state: rowFields.nullableText,
  years: rowFields.numbers,
  verified: rowFields.isTrue,
});

describe('typedRows', () => {
  it('reads what either driver answers as the type the row schema names', () => {
    // node-postgres answers bigint and numeric as text; PGlite answers some as numbers.
    const answered = {
      rows: [
        { id: '42', name: 'AIIMS', fee: '125000.50', state: null, years: ['2023'], verified: true },
        { id: 7, name: 'JIPMER', fee: null, state: 'Puducherry', years: [2024], verified: null },
      ],
    };
    expect(typedRows(row, answered)).toEqual([
      { id: 42, name: 'AIIMS', fee: 125000.5, state: null, years: [2023], verified: true },
      { id: 7, name: 'JIPMER', fee: null, state: 'Puducherry', years: [2024], verified: false },
    ]);
  });

  it('takes rows already read as a list, and a result without rows as none', () => {
    expect(typedRows(z.object({ id: rowFields.number }), [{ id: '1' }])).toEqual([{ id: 1 }]);
    expect(typedRows(row, {})).toEqual([]);
  });

  it('refuses a row whose number is not one, rather than pass NaN on', () => {
    expect(() => typedRows(z.object({ id: rowFields.number }), [{ id: 'x' }])).toThrow();
  });
});
