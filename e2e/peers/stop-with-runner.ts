// Loopback peers stop by themselves. Their parent is not a sign of life: Playwright starts them
// through a shell or a tsx wrapper that can outlive the runner, so each peer also watches the test
// runner's own process (E2E_RUNNER_PID, set by playwright.config.ts) and has a lifetime cap.

const CHECK_MS = 2000;
const MAX_LIFETIME_MS = 2 * 60 * 60 * 1000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function stopWithRunner(): void {
  const parent = process.ppid;
  const runner = Number(process.env.E2E_RUNNER_PID);
  setInterval(() => {
    if (process.ppid !== parent || (Number.isInteger(runner) && runner > 0 && !alive(runner))) process.exit(0);
  }, CHECK_MS).unref();
  setTimeout(() => process.exit(0), MAX_LIFETIME_MS).unref();
}
