import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { fileWriter, ParquetWriter, type SchemaElement } from 'hyparquet-writer';

// The export's file formats. Each writes the same six columns; `data` is the event's data as JSON: an object in
// NDJSON, JSON text in CSV, a JSON-typed column in Parquet (DuckDB reads it as JSON, pandas as text).

export const EXPORT_FORMATS = ['ndjson', 'csv', 'parquet'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportRow {
  /** The event's global position in the log (rows come in log order). */
  position: bigint;
  stream: string;
  type: string;
  version: number;
  occurredAt: Date;
  data: unknown;
}

export const EXPORT_COLUMNS = ['position', 'stream', 'type', 'version', 'occurredAt', 'data'] as const;

export interface RowSink {
  write(rows: readonly ExportRow[]): Promise<void>;
  close(): Promise<void>;
  /** Stops and removes the partial file. */
  abort(): Promise<void>;
}

export async function openSink(format: ExportFormat, path: string): Promise<RowSink> {
  switch (format) {
    case 'ndjson':
      return textSink(
        path,
        null,
        (r) =>
          `{"position":${r.position},"stream":${JSON.stringify(r.stream)},"type":${JSON.stringify(r.type)},"version":${r.version},` +
          `"occurredAt":"${r.occurredAt.toISOString()}","data":${JSON.stringify(r.data)}}\n`,
      );
    case 'csv':
      return textSink(
        path,
        `${EXPORT_COLUMNS.join(',')}\r\n`,
        (r) =>
          `${r.position},${csvField(r.stream)},${csvField(r.type)},${r.version},${r.occurredAt.toISOString()},${csvField(JSON.stringify(r.data))}\r\n`,
      );
    case 'parquet':
      return parquetSink(path);
    default:
      throw new Error(`Unknown format ${String(format)} (${EXPORT_FORMATS.join(', ')})`);
  }
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function textSink(path: string, header: string | null, line: (r: ExportRow) => string): RowSink {
  const out: WriteStream = createWriteStream(path);
  const failed = once(out, 'error').then(([err]) => {
    throw err;
  });
  failed.catch(() => undefined);
  const write = async (text: string) => {
    if (!out.write(text)) await Promise.race([once(out, 'drain'), failed]);
  };
  let started = false;
  return {
    async write(rows) {
      if (!started && header) await write(header);
      started = true;
      await write(rows.map(line).join(''));
    },
    async close() {
      if (!started && header) await write(header);
      out.end();
      await Promise.race([once(out, 'finish'), failed]);
    },
    async abort() {
      out.destroy();
      await rm(path, { force: true });
    },
  };
}

const SCHEMA: SchemaElement[] = [
  { name: 'root', num_children: 6 },
  { name: 'position', type: 'INT64', repetition_type: 'REQUIRED' },
  { name: 'stream', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
  { name: 'type', type: 'BYTE_ARRAY', converted_type: 'UTF8', repetition_type: 'REQUIRED' },
  { name: 'version', type: 'INT32', repetition_type: 'REQUIRED' },
  { name: 'occurredAt', type: 'INT64', converted_type: 'TIMESTAMP_MILLIS', repetition_type: 'REQUIRED' },
  { name: 'data', type: 'BYTE_ARRAY', converted_type: 'JSON', repetition_type: 'REQUIRED' },
];
/** Rows per row group: DuckDB reads row groups in parallel, and the writer holds one in memory. */
export const ROW_GROUP = 100_000;

function parquetSink(path: string): RowSink {
  const writer = new ParquetWriter({ writer: fileWriter(path), schema: SCHEMA, createdBy: 'tsuzuki export (hyparquet-writer)' });
  let pending: ExportRow[] = [];
  const flush = async (rows: ExportRow[]) => {
    if (rows.length === 0) return;
    await writer.write({
      rowGroupSize: ROW_GROUP,
      columnData: [
        { name: 'position', data: rows.map((r) => r.position) },
        { name: 'stream', data: rows.map((r) => r.stream) },
        { name: 'type', data: rows.map((r) => r.type) },
        { name: 'version', data: rows.map((r) => r.version) },
        { name: 'occurredAt', data: rows.map((r) => r.occurredAt) },
        { name: 'data', data: rows.map((r) => r.data) },
      ],
    });
  };
  return {
    async write(rows) {
      for (const r of rows) pending.push(r);
      // Whole row groups as they fill; the rest waits for more rows or the end.
      while (pending.length >= ROW_GROUP) {
        await flush(pending.slice(0, ROW_GROUP));
        pending = pending.slice(ROW_GROUP);
      }
    },
    async close() {
      await flush(pending);
      pending = [];
      await writer.finish();
    },
    async abort() {
      await rm(path, { force: true });
    },
  };
}
