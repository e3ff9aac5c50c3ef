import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto(process.env.URL);
await p.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; const samples = profile.samples;
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(k, (self.get(k) || 0) + (dt[i] || 0) / 1000); }
console.log([...self.entries()].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => v.toFixed(1).padStart(7) + ' ' + k).join('\n'));
// inclusive by url
const incl = new Map();
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]); const u = n.callFrame.url.split('/').pop() || n.callFrame.functionName; incl.set(u, (incl.get(u) || 0) + (dt[i] || 0) / 1000); }
console.log([...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => v.toFixed(1).padStart(7) + ' ' + k).join('\n'));
await b.close();
