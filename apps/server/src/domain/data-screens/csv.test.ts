import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    expect(csvField('Govt Medical College, Kota')).toBe('"Govt Medical College, Kota"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('keeps spreadsheets from running formulas in text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('writes empty fields for missing values and a header line', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (row: { name: string; rank: number | null }) => row.name },
        { header: 'Rank', value: (row) => row.rank },
      ],
      [{ name: 'A', rank: null }],
    );
    expect(csv).toBe('Name,Rank\r\nA,\r\n');
  });
});
