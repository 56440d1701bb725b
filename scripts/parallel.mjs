/**
 * Runs npm scripts side by side and fails when any fails: `node scripts/parallel.mjs lint typecheck`.
 * `npm test` checks lint and types this way (each is one process on one core; one after the other
 * they took twice as long on a 2-core CI runner). Each script's output is printed whole when it
 * ends, so two outputs never interleave.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('close', (code) => {
        process.stdout.write(`\n> npm run ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}\n${out}`);
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
