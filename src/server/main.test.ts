import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'creditpath-main-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Port 0: the system picks a free one, so two runs of the suite never collide. */
function startMain() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string) => {
    for (let i = 0; i < 1_200 && !output.includes(text); i += 1) await new Promise((r) => setTimeout(r, 100));
    return output;
  };
  return { child, exited, waitFor, output: () => output };
}

// Each start compiles the server through tsx, then migrates and seeds the embedded database: seconds alone, more
// than 30 s beside the browser suite on a two-core CI machine.
describe('npm start on the embedded database', { timeout: 150_000 }, () => {
  it('prints the demo accounts, refuses a second server on the folder, and stops cleanly on SIGTERM', async () => {
    const first = startMain();
    expect(await first.waitFor('demo admin:')).toContain('demo admin: demo.admin@creditpath.example');

    const second = startMain();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another CreditPath server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const third = startMain();
    expect(await third.waitFor('CreditPath is running')).toContain('CreditPath is running');
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });

  it('stops with the name of a badly set variable', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    bad.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const code = await new Promise((resolve) => bad.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT: must be a port number');
  });
});
