// `npm test` runs every check; `npm run test:quick` the inner loop (types, lint, unit tests on the
// embedded database). Each phase is timed, and the times are printed at the end (and when a phase
// fails, which stops the run): the budget is in docs/testing.md.
import { spawn } from 'node:child_process';

const quick = process.argv.includes('--quick');
const postgres = !quick && Boolean(process.env.TEST_DATABASE_URL);

/** Runs one command; its output goes straight through unless `buffered`, then all at its end. */
function run(command, args, { buffered = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => {
      if (buffered) process.stdout.write(output);
      resolve({ ok: code === 0, detail: signal ?? code, ms: performance.now() - started });
    });
  });
}

// Vitest's projects (tests/setup/projects.ts) on the embedded database, but for the process tests.
const EMBEDDED = ['rules*', 'server*', 'client*'];

const npm = (script, options) => run('npm', ['run', '--silent', script], options);
const vitest = (projects, env) =>
  run('npx', ['vitest', 'run', ...projects.flatMap((name) => ['--project', name])], { env });

// Type checking and linting are one thread each: on two cores they run side by side.
const phases = [
  {
    name: 'typecheck and lint',
    together: [
      ['typecheck', () => npm('typecheck', { buffered: true })],
      ['lint', () => npm('lint', { buffered: true })],
    ],
  },
  // The process tests and the browser tests start the built server.
  ...(quick ? [] : [{ name: 'build', run: () => npm('build') }]),
  {
    name: 'unit, embedded database',
    run: () => vitest([...EMBEDDED, ...(quick ? [] : ['process'])]),
  },
  ...(postgres ? [{ name: 'unit, PostgreSQL', run: () => vitest(['postgres*']) }] : []),
  ...(quick
    ? []
    : [
        {
          name: 'browser',
          run: () => run('bash', ['-c', 'bash scripts/ensure-browser.sh && npx playwright test']),
        },
      ]),
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
const started = performance.now();
let failed;
for (const phase of phases) {
  console.log(`\n=== ${phase.name}`);
  if (phase.together) {
    const results = await Promise.all(phase.together.map(([, start]) => start()));
    phase.together.forEach(([name], i) => times.push([name, results[i].ms]));
    const bad = phase.together.find((_, i) => !results[i].ok);
    if (bad) failed = `${bad[0]} (exit ${results[phase.together.indexOf(bad)].detail})`;
  } else {
    const result = await phase.run();
    times.push([phase.name, result.ms]);
    if (!result.ok) failed = `${phase.name} (exit ${result.detail})`;
  }
  if (failed) break;
}

console.log('\n=== phase times');
for (const [name, ms] of times) console.log(`${name.padEnd(28)} ${seconds(ms).padStart(7)}`);
console.log(`${'total'.padEnd(28)} ${seconds(performance.now() - started).padStart(7)}`);
if (failed) {
  console.error(`\nFailed: ${failed}`);
  process.exit(1);
}
