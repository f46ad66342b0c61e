import { DuckDBInstance } from "@duckdb/node-api";

/** DuckDB as a dataset's consumer would use it: reads files by SQL, returns rows as JSON values. */
export async function duckdb(): Promise<{ rows(sql: string): Promise<Record<string, unknown>[]>; close(): void }> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  return {
    async rows(sql) {
      const result = await connection.runAndReadAll(sql);
      return result.getRowObjectsJson() as Record<string, unknown>[];
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

/** A path as a SQL string literal. */
export const sqlPath = (file: string) => `'${file.replace(/'/g, "''")}'`;
