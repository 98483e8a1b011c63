import { rejectionsByReason, type ImportSummary } from '../../data/import-runner';
import { formatMarkedValues } from '../suspects-table';

/** What an import did, as `npm run data -- import` (and each step of `bundle`) prints it. */
export function printImportSummary(summary: ImportSummary): void {
  const lines = [`Imported ${summary.kind}:`];
  const quiet = summary.files.length > 20;
  for (const file of summary.files) {
    if (quiet && file.rowsRejected === 0) continue;
    const counselling = file.counsellingId ? ` -> ${file.counsellingId}` : '';
    lines.push(
      `  ${file.fileName}${counselling}: ${file.rowsRead} read, ${file.rowsImported} imported, ${file.rowsRejected} rejected`,
    );
    const { numbers, textOnly } = file.fees;
    if (numbers + textOnly > 0) {
      lines.push(`    fees: ${numbers} read as numbers, ${textOnly} kept as text`);
    }
    for (const note of file.notes) lines.push(`    note: ${note}`);
    for (const round of file.storedRounds) lines.push(`    rounds: ${round}`);
    for (const { reason, rows } of rejectionsByReason(file.rejections).slice(0, 10)) {
      const example = file.rejections.find((rejection) => rejection.reason === reason);
      lines.push(`    rejected ${rows} x ${reason} (first: row ${example?.row ?? '?'})`);
    }
  }
  lines.push(
    `Total: ${summary.files.length} file(s), ${summary.rowsRead} rows read, ${summary.rowsImported} imported, ${summary.rowsRejected} rejected.`,
  );
  const { matched, created, ambiguous } = summary.institutes;
  lines.push(
    `Institutes: ${matched} matched, ${created} created, ${ambiguous.length} ambiguous name(s).`,
  );
  for (const name of ambiguous.slice(0, 50)) {
    const rows = name.rows > 0 ? `; ${name.rows} row(s) kept on an institute of their own` : '';
    lines.push(
      `  ambiguous: "${name.name}" (${name.state ?? 'no state'}) fits ${name.institutes} institutes${rows}`,
    );
  }
  if (ambiguous.length > 50)
    lines.push(`  ... and ${ambiguous.length - 50} more (--json lists all)`);
  if (summary.derivedCounsellings.length > 0) {
    lines.push(
      `Closing ranks and seat matrix recomputed for: ${summary.derivedCounsellings.join(', ')}`,
    );
  }
  for (const round of summary.announcedRounds) {
    lines.push(
      `Results are in: ${round.counselling} ${round.year} ${round.label}; ${round.users} user(s) with a choice list of it notified.`,
    );
  }
  // Every marked value: a person judges each (`suspects` lists them again, --json in full).
  if (summary.suspectValues.length > 0) lines.push(formatMarkedValues(summary.suspectValues));
  console.log(lines.join('\n'));
}
