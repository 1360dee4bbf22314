// Runs build steps side by side: each argument is a shell command (steps joined with &&), all started
// at once, their output passed through as it comes. Exits with the first failure's code, once all have
// ended, or 0. The steps after `next build` fall in two independent chains (the search index and its
// twins; the CSP peers and the ready pages), and each leaves a core idle much of the time.
//   node scripts/run-side-by-side.mjs "tsx a.ts && node b.mjs" "node c.mjs"
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('run-side-by-side: no commands');
  process.exit(2);
}
const codes = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.on('error', (error) => {
          console.error(`run-side-by-side: could not start '${command}': ${error.message}`);
          resolve(1);
        });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
