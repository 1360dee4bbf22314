// Where the tools that check generated request samples are (build and test time): gofmt for Go
// syntax, python3 for Python. Finding them runs nothing but `which`-like lookups on PATH.
import { existsSync } from 'node:fs';
import path from 'node:path';

function onPath(name: string): string | null {
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(directory, name);
    if (directory && existsSync(candidate)) return candidate;
  }
  return null;
}

export function findSampleToolchains(): { gofmt: string | null; python3: string | null } {
  return { gofmt: onPath('gofmt') ?? (existsSync('/usr/lib/go/bin/gofmt') ? '/usr/lib/go/bin/gofmt' : null), python3: onPath('python3') };
}
