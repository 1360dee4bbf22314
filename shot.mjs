import { chromium } from '@playwright/test';
const [,, url, out, w='1280', h='900', scheme='light'] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update','--disable-quic'] });
const p = await b.newPage({ viewport: { width: +w, height: +h }, colorScheme: scheme });
const errors=[]; p.on('console', m => { if (m.type()==='error' || m.type()==='warning') errors.push(m.text()); }); p.on('pageerror', e=>errors.push('pageerror '+e.message));
await p.goto(url, { waitUntil: 'networkidle' });
await p.screenshot({ path: out });
console.log(errors.join('\n'));
await b.close();
