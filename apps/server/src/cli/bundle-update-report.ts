import type { BundleEntityChange, BundleUpdatePlan } from '../data/bundle-update';

// `npm run data -- update-bundle` on a terminal: what a newer bundle changes, list by list
// (docs/operations.md#upgrading). `--json` prints the plan itself.

const count = (value: number) => value.toLocaleString('en-IN');

const entityLine = (name: string, change: BundleEntityChange) => {
  const kept = [
    change.keptForChoiceLists > 0
      ? `${count(change.keptForChoiceLists)} kept for choice lists`
      : '',
    change.keptForImports > 0
      ? `${count(change.keptForImports)} kept for lists imported by hand`
      : '',
  ].filter(Boolean);
  return `${name}: ${count(change.added)} added, ${count(change.changed)} changed, ${count(change.removed)} removed${kept.length > 0 ? `; ${kept.join(', ')}` : ''}.`;
};

/** Pads each column to its widest cell; the last is not padded (no trailing spaces). */
function table(rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number>): string[] {
  const widths = (rows[0] ?? []).map((_, index) =>
    Math.max(...rows.map((row) => row[index]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((value, index) => {
        if (index === row.length - 1) return value;
        const width = widths[index] ?? value.length;
        return rightAligned.has(index) ? value.padStart(width) : value.padEnd(width);
      })
      .join('  '),
  );
}

/** The plan as an operator reads it; `applied` false for a dry run. */
export function formatBundleUpdate(
  plan: BundleUpdatePlan,
  applied: boolean,
  optionsNoLongerOffered: number | null,
): string {
  const short = (identity: string | null) => (identity === null ? 'none' : identity.slice(0, 12));
  const lines = [`Bundle loaded: ${short(plan.loaded)}; this release's: ${short(plan.bundle)}`];
  if (plan.upToDate) {
    lines.push("The data holds this release's bundle already: nothing to change.");
    return lines.join('\n');
  }
  lines.push('');
  if (plan.lists.length === 0) lines.push('Round lists: none changes.');
  else {
    lines.push('Round lists:');
    lines.push(
      ...table(
        [
          ['counselling', 'year', 'round', 'list', 'change', 'rows before', 'rows after'],
          ...plan.lists.map((list) => [
            list.counselling,
            String(list.year),
            list.roundLabel,
            list.list,
            list.change,
            count(list.rowsBefore),
            count(list.rowsAfter),
          ]),
        ],
        new Set([5, 6]),
      ).map((line) => `  ${line}`),
    );
  }
  for (const file of plan.files) {
    lines.push(
      `Files of ${file.kind}: ${file.added} added, ${file.replaced} replaced, ${file.removed} removed; rows ${count(file.rowsBefore)} -> ${count(file.rowsAfter)}.`,
    );
  }
  for (const kept of plan.keptByHand) {
    lines.push(
      `Kept, imported by hand: ${kept.kind} ${kept.scopeKey} (${kept.fileName}); the bundle's list is not applied.`,
    );
  }
  lines.push(
    entityLine('Institutes', plan.institutes),
    entityLine('Courses', plan.courses),
    entityLine('Universities', plan.universities),
    '',
  );
  if (!applied) lines.push('Dry run: nothing was changed.');
  else {
    lines.push('Updated: accounts, purchases, choice lists and lists imported by hand are kept.');
    if (optionsNoLongerOffered !== null && optionsNoLongerOffered > 0) {
      lines.push(
        `${count(optionsNoLongerOffered)} choice-list option(s) are no longer offered in the latest data; they stay in their lists, marked.`,
      );
    }
  }
  return lines.join('\n');
}
