import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sharedData } from './shared-data';

/** A row of an MCC NEET PG allotment file as the repository's JSON files hold it. */
export interface MccRow {
  Rank: number;
  Quota: string;
  Institute: string;
  Course: string;
  AllottedCategory: string;
  Remarks: string;
}

/** The rows of one of the repository's MCC NEET PG allotment files, e.g. `2023-stray.json`. */
export async function readMccRows(fileName: string): Promise<MccRow[]> {
  const text = await readFile(sharedData('mcc-neet-pg-allotments', fileName), 'utf8');
  return JSON.parse(text) as MccRow[];
}

/** Writes `content` (JSON is stringified) as `folder/name` for an import; returns its path. */
export async function writeImportFile(
  folder: string,
  name: string,
  content: string | Buffer | object,
): Promise<string> {
  const file = path.join(folder, name);
  const data =
    typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content);
  await writeFile(file, data);
  return file;
}
