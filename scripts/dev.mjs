#!/usr/bin/env node
// `npm run dev`: the API with restart-on-change (tsx watch) on :3000 and the Vite dev server with
// hot reload on :5173, which proxies /api and /uploads to the API. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SERVE_WEB: 'off' },
  }),
  spawn('npx', ['vite', 'apps/web', '--host', '127.0.0.1'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) process.exitCode = code;
    stop();
  });
