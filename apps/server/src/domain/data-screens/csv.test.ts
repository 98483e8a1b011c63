import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvLines, type CsvColumn } from './csv';

describe('csv', () => {
  it('quotes fields with commas and quotes', () => {
    expect(csvField('Govt Medical College, Kota')).toBe('"Govt Medical College, Kota"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });

  it('writes a stored name with control or direction characters as one plain line', () => {
    expect(csvField('a\r\nb')).toBe('a  b');
    expect(csvField('Asha\u001b[2J\u202Etxt.exe')).toBe('Asha\uFFFD[2J\uFFFDtxt.exe');
    expect(csvField('\t=1+1')).toBe("' =1+1");
  });

  it('keeps spreadsheets from running formulas in text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe('-5');
  });

  it('writes empty fields for missing values and a header line', () => {
    const columns: CsvColumn<{ name: string; rank: number | null }>[] = [
      { header: 'Name', value: (row) => row.name },
      { header: 'Rank', value: (row) => row.rank },
    ];
    const csv = csvHeader(columns) + csvLines(columns, [{ name: 'A', rank: null }]);
    expect(csv).toBe('Name,Rank\r\nA,\r\n');
  });
});
