import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `npm run dev`: the API server restarting on change, and Vite serving the client with hot reload on
 * http://localhost:5173 (it forwards /api to the server). The server is told the page's origin so its
 * cross-site check accepts the proxied requests.
 */
const viteOrigin = 'http://localhost:5173';
const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: viteOrigin, ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
