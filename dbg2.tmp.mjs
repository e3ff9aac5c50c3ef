import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage();
await p.addInitScript(() => {
  window.__hist = []; const ps = history.pushState, rs = history.replaceState; history.pushState = function (...a) { window.__hist.push('push ' + a[2]); return ps.apply(this, a); }; history.replaceState = function (...a) { window.__hist.push('replace ' + a[2] + ' ' + JSON.stringify(a[0]).slice(0, 80)); return rs.apply(this, a); };
  window.__commits = 0; window.__names = {};
  const nm = (f) => !f.type ? 'tag' + f.tag : typeof f.type === 'string' ? f.type : (f.type.displayName || f.type.name || (f.type.render && f.type.render.name) || '?'); const walk = (f, path) => { while (f) { if ((f.flags & 1) && f.type) { const n = path.slice(-4).join('>') + '>' + nm(f); window.__names[n] = (window.__names[n] || 0) + 1; } else if (f.child) walk(f.child, [...path, nm(f)]); f = f.sibling; } };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = { supportsFiber: true, renderers: new Map(), inject() { return 1; }, onCommitFiberRoot(id, root) { window.__commits++; if (window.__commits > 30 && window.__commits < 60) walk(root.current, []); }, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {} };
});
await p.goto('http://localhost:4277/');
await p.waitForTimeout(5000);
const names = await p.evaluate(() => window.__names);
console.log(await p.evaluate(() => window.__commits), Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 25));
console.log((await p.evaluate(() => window.__hist)).slice(0, 10), (await p.evaluate(() => window.__hist)).length);
await b.close();
