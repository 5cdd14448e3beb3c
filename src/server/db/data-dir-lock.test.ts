import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data folder lock', () => {
  it('refuses a second open in the same process and frees the folder on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a killed process that had the same pid (PID 1 in a container)', () => {
    const dir = freshDir();
    // What kill -9 leaves behind: the file names our pid, but this process never took it.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock whose process no longer runs, and refuses one held by a live process', () => {
    const dir = freshDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    lockDataDir(dir).release();
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another CreditPath server/);
  });
});
