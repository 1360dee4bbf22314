// A free loopback port, found synchronously (the Playwright config is not async).
import { execFileSync } from 'node:child_process';

const PROBE = `const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});`;

export function freeLoopbackPort(): number {
  const port = Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not find a free port (got '${port}')`);
  return port;
}

/** Below Linux's default ephemeral range (32768–60999), so no outgoing connection can be handed it meanwhile. */
const STABLE_PORTS = { from: 20_000, to: 32_000 };
const STABLE_PROBE = `const net=require('node:net');const [from,to]=process.argv.slice(1).map(Number);
const tryPort=(left)=>{if(left===0){process.exit(1);}const port=from+Math.floor(Math.random()*(to-from));
const s=net.createServer();s.once('error',()=>tryPort(left-1));s.listen(port,'127.0.0.1',()=>{process.stdout.write(String(port));s.close();});};tryPort(50);`;

/**
 * A free loopback port for a server that binds it long after it is chosen (the mock API, bound by the
 * tests that use it, minutes after the config chose it): outside the ephemeral range, where the
 * suite's own outgoing connections could take it in between.
 */
export function stableLoopbackPort(): number {
  const port = Number(
    execFileSync(process.execPath, ['-e', STABLE_PROBE, String(STABLE_PORTS.from), String(STABLE_PORTS.to)], { encoding: 'utf8' }),
  );
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not find a free port (got '${port}')`);
  return port;
}
