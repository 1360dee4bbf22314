// A free loopback port, found synchronously (the Playwright config is not async).
import { execFileSync } from 'node:child_process';

const PROBE = `const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});`;

export function freeLoopbackPort(): number {
  const port = Number(execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' }));
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not find a free port (got '${port}')`);
  return port;
}
