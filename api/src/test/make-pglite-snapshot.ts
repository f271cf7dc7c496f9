// Run once per test run (from the jest global setup): a migrated, seeded in-memory PGlite, dumped to a
// file so each test file starts from it instead of running initdb and the migrations again.
import { writeFile } from 'node:fs/promises';
import { dumpPglite, migrateToLatest, openDatabase } from '../db/client';
import { seedReferenceData } from '../seed/reference-data';

async function main(out: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: null, pgliteDataDir: null });
  await migrateToLatest(handle.db);
  await seedReferenceData(handle.db);
  const dump = await dumpPglite(handle);
  await writeFile(out, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

main(process.argv[2] as string).then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  },
);
