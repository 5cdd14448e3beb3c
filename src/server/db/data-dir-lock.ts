import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds: a file naming our pid that is not in here was left by an earlier process. */
const heldByThisProcess = new Set<string>();

/**
 * PGlite allows one process per data folder and keeps no lock of its own, so we keep one:
 * a file holding our pid, created exclusively. A lock left by a process that no longer runs is taken over,
 * including one left by a killed process that had our pid (PID 1 in a container restarted after kill -9).
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldByThisProcess.add(lockPath);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockPath);
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another CreditPath server (pid ${holder}). ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      if (holder === process.pid && heldByThisProcess.has(lockPath)) {
        throw new DataDirLockedError(`The data folder ${dataDir} is already open in this process.`);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
