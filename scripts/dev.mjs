// `npm run dev`: the server on PORT (default 5000), restarting when its code changes, with the
// pages drawn from the sources through Vite, whose hot reload updates the browser. Ctrl+C stops it.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5000';
const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    PAGES_FROM_SOURCE: 'on',
  },
});

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
