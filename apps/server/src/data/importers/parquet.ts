import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { BadFileError } from '../import-kind-names';
import type { SourceFile } from '../parsed-records';
import type { Cell, Table, TableRow } from './table';

function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'bigint' ? Number(inner) : inner,
  );
}

/** A Parquet file as a table: every column, rows numbered from 1 in file order. */
export async function readParquetTable(file: SourceFile): Promise<Table> {
  const buffer = file.bytes.buffer.slice(
    file.bytes.byteOffset,
    file.bytes.byteOffset + file.bytes.byteLength,
  ) as ArrayBuffer;
  let objects: Record<string, unknown>[];
  let columns: string[];
  try {
    const metadata = parquetMetadata(buffer);
    columns = metadata.schema.slice(1).map((element) => element.name);
    objects = await parquetReadObjects({ file: buffer, metadata, compressors });
  } catch (error) {
    throw new BadFileError(
      file.path,
      `not a readable Parquet file (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const rows: TableRow[] = objects.map((object, index) => {
    const values: Record<string, Cell> = {};
    for (const column of columns) values[column] = cellOf(object[column]);
    return { row: index + 1, values };
  });
  return { columns, rows };
}
