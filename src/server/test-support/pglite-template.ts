import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';
import { pgliteVersion } from '#server/db/pglite-template.ts';

/**
 * Starting an embedded database from nothing (initdb) costs seconds; opening a copy of one already migrated
 * costs a few hundred milliseconds. Each suite gets its own copy of a template folder, made once for the current
 * migrations and embedded-database version by whichever suite needs it first.
 */
const baseDir = memoryFolder() ?? os.tmpdir();
const PREFIX = 'creditpath-pglite-';
/** A folder of ours unused this long is left over from another checkout's migrations or a killed run. */
const STALE_MS = 24 * 60 * 60 * 1000;

/** A suite's own copy, which it reads raw at its folder and which is deleted on close. */
export interface PgliteCopy extends DatabaseHandle {
  location: { kind: 'pglite'; dataDir: string };
}

export async function openPgliteCopy(migrationsFingerprint: string): Promise<PgliteCopy> {
  const template = await ensureTemplate(`${migrationsFingerprint}-${pgliteVersion()}`);
  const dir = ourFolder(`copy-${randomBytes(6).toString('hex')}`);
  fs.cpSync(template, dir, { recursive: true });
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir }).catch((error: unknown) => {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...handle,
    location: { kind: 'pglite', dataDir: dir },
    async close() {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function ensureTemplate(key: string): Promise<string> {
  const template = ourFolder(`template-${key}`);
  removeStaleFolders(template);
  if (fs.existsSync(template)) {
    const now = new Date();
    fs.utimesSync(template, now, now);
    return template;
  }
  // Built aside and renamed into place, so a template folder that exists is always complete. Suites that start
  // together may each build one: the first rename wins and the others drop theirs.
  const building = ourFolder(`building-${randomBytes(6).toString('hex')}`);
  const handle = await openDatabase({ kind: 'pglite', dataDir: building });
  await handle.close();
  try {
    fs.renameSync(building, template);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    if (!fs.existsSync(template)) throw error;
  }
  return template;
}

function removeStaleFolders(keep: string) {
  const now = Date.now();
  for (const name of fs.readdirSync(baseDir)) {
    const folder = path.join(baseDir, name);
    if (!name.startsWith(PREFIX) || folder === keep) continue;
    const modified = fs.statSync(folder, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined || now - modified < STALE_MS) continue;
    // Renamed first: a suite still copying it then fails loudly on a missing file instead of copying half of it.
    const trash = ourFolder(`trash-${randomBytes(6).toString('hex')}`);
    try {
      fs.renameSync(folder, trash);
    } catch {
      continue;
    }
    fs.rmSync(trash, { recursive: true, force: true });
  }
}

/**
 * /dev/shm when it has room for a few dozen copies (about 40 MB each): the database suites took 130 s there
 * against 150 s in a temporary folder on disk. Containers often give it only 64 MB.
 */
function memoryFolder(): string | null {
  const folder = '/dev/shm';
  try {
    const { bavail, bsize } = fs.statfsSync(folder);
    return bavail * bsize >= 2 * 1024 ** 3 ? folder : null;
  } catch {
    return null;
  }
}

function ourFolder(suffix: string): string {
  return path.join(baseDir, `${PREFIX}${suffix}`);
}
