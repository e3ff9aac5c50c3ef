import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eagerModuleWrappers, eagerModuleWrappersPlugin } from './eager-module-wrappers-plugin.ts';

/** V8 compiles a function with its module when `(function` opens it (the plugin's point). */
const EAGER_WRAPPER = /\(\(function\([\w$,]*\)\{/g;
const ARROW_WRAPPER = /\(\(\(?[\w$,]*\)?=>\{/g;

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'folio-eager-wrappers-'));
  // Two CommonJS modules, one using `module.exports` and `this`, as packages do.
  await writeFile(
    join(root, 'counter.cjs'),
    'var count = 0;\nexports.next = function () { return ++count; };\n',
  );
  await writeFile(
    join(root, 'greeting.cjs'),
    'var counter = require("./counter.cjs");\n' +
      'module.exports = { text: "hello " + counter.next(), self: this === module.exports };\n',
  );
  await writeFile(
    join(root, 'entry.js'),
    'import greeting from "./greeting.cjs";\nglobalThis.builtGreeting = greeting;\n',
  );
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Builds the entry as the app is built (minified), and returns the file written. */
async function buildEntry(plugins: Plugin[]): Promise<string> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { rolldownOptions: { input: join(root, 'entry.js') } },
  });
  const assets = join(root, 'dist/assets');
  const [file] = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  if (!file) throw new Error('The build wrote no JavaScript.');
  return join(assets, file);
}

describe('eagerModuleWrappersPlugin', () => {
  it('writes each CommonJS wrapper of a minified build as a parenthesised function', async () => {
    const code = await readFile(await buildEntry([eagerModuleWrappersPlugin()]), 'utf8');
    expect(code.match(EAGER_WRAPPER)).toHaveLength(2);
    expect(code.match(ARROW_WRAPPER)).toBeNull();
  });

  it('is what makes the difference: without it, Rolldown writes the wrappers as arrows', async () => {
    const code = await readFile(await buildEntry([]), 'utf8');
    expect(code.match(EAGER_WRAPPER)).toBeNull();
    expect(code.match(ARROW_WRAPPER)).toHaveLength(2);
  });

  it('changes nothing the modules do: exports, require order and `this`', async () => {
    await import(pathToFileURL(await buildEntry([eagerModuleWrappersPlugin()])).href);
    const built = (globalThis as { builtGreeting?: unknown }).builtGreeting;
    expect(built).toEqual({ text: 'hello 1', self: true });
  });
});

describe('eagerModuleWrappers', () => {
  it('rewrites the wrapper calls Rolldown writes, with one, two or three parameters', () => {
    const code = [
      'var a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      'var b = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      'var c = /* @__PURE__ */ __commonJSMin(((exports, module, this$1) => {',
    ].join('\n');
    expect(eagerModuleWrappers(code)).toBe(
      [
        'var a = /* @__PURE__ */ __commonJSMin((function(exports) {',
        'var b = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        'var c = /* @__PURE__ */ __commonJSMin((function(exports, module, this$1) {',
      ].join('\n'),
    );
  });

  it('leaves other arrows alone', () => {
    const code = 'const f = (items) => items.map(((item) => item.id));';
    expect(eagerModuleWrappers(code)).toBe(code);
  });
});
