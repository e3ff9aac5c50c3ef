// @ts-nocheck
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { renderPages } from './render/render-pages.ts';
import { REAL_BUILD_ENV, serveRealBuild } from './bench/real-build.ts';
const dir = 'dist-prof-real';
if (!process.argv.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--minify', 'false', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, ...REAL_BUILD_ENV } });
  Object.assign(process.env, REAL_BUILD_ENV);
  await renderPages({ dist: dir, mode: 'production', recordsFile: 'src/mocks/data/demo-records.json', cacheDir: null });
}
const served = await serveRealBuild({ dir, build: false });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', ...served.flags] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto(served.origin + (process.env.PAGE ?? '/'));
await p.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
type N = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
const byId = new Map<number, N>(profile.nodes.map((n: N) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes as N[]) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<string, number>(); const incl = new Map<string, number>();
const key = (n: N) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
profile.samples.forEach((s: number, i: number) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000; const n = byId.get(s)!;
  self.set(key(n), (self.get(key(n)) ?? 0) + ms);
  const seen = new Set<string>(); let cur: number | undefined = s;
  while (cur !== undefined) { const k = key(byId.get(cur)!); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + ms); } cur = parent.get(cur); }
});
const top = (m: Map<string, number>, n: number) => [...m].filter(([k]) => !/^\((idle|program|root)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => v.toFixed(1).padStart(7) + ' ' + k).join('\n');
console.log('SELF\n' + top(self, 30) + '\nINCLUSIVE\n' + top(incl, 45));
await b.close(); await served.close();
