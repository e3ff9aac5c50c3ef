import { describe, expect, it } from 'vitest';
import * as lighter from './swc-helpers.ts';

type Helper = (...args: never[]) => unknown;

/** The helper as @swc/helpers ships it (unit tests run without the build's stand-ins). */
async function original(name: keyof typeof lighter): Promise<Helper> {
  const path = `@swc/helpers/esm/${name}.js`;
  return ((await import(/* @vite-ignore */ path)) as { _: Helper })._;
}

/** Both helpers on fresh copies of the same arguments: the same result, or the same throw. */
async function expectSame(name: keyof typeof lighter, makeArgs: () => unknown[]) {
  const run = (helper: Helper) => {
    try {
      return { value: helper(...(makeArgs() as never[])) };
    } catch (error) {
      return { threw: (error as Error).constructor.name };
    }
  };
  const theirs = run(await original(name));
  const ours = run(lighter[name] as Helper);
  expect(ours).toEqual(theirs);
  if ('value' in theirs && typeof theirs.value === 'object' && theirs.value !== null) {
    const value = (ours as { value: object }).value;
    expect(Reflect.ownKeys(value)).toEqual(Reflect.ownKeys(theirs.value));
    // A `__proto__` key gives both results a prototype of their own (a copy): alike, not the same.
    const [ourProto, theirProto] = [value, theirs.value].map((object) =>
      Object.getPrototypeOf(object),
    );
    expect(ourProto === Object.prototype).toBe(theirProto === Object.prototype);
    expect(ourProto).toEqual(theirProto);
  }
}

const symbol = Symbol('s');
const hidden = Symbol('hidden');
const withSymbols = () => {
  const source: Record<PropertyKey, unknown> = { b: 2, 1: 'one', a: 1, [symbol]: 's' };
  Object.defineProperty(source, hidden, { value: 'h', enumerable: false });
  Object.defineProperty(source, 'quiet', { value: 'q', enumerable: false });
  return source;
};
// Facet values are visitors' words and owners' data: a key named like a prototype must stay data.
const hostile = () => JSON.parse('{"__proto__": {"polluted": true}, "constructor": "c"}') as object;

describe('the lighter compiler helpers do what @swc/helpers does', () => {
  it('object spread: keys in order, symbols after, null sources skipped, hostile keys kept as data', async () => {
    await expectSame('_object_spread', () => [{}, withSymbols(), null, { a: 'again' }, undefined]);
    await expectSame('_object_spread', () => [{}, hostile()]);
    await expectSame('_object_spread', () => [{ keep: 1 }, 'ab', [7, 8]]);
    await expectSame('_define_property', () => [{ toString: 1 }, 'toString', 2]);
    await expectSame('_define_property', () => [{}, 'fresh', 2]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('object spread with properties: every own property with its descriptor', async () => {
    await expectSame('_object_spread_props', () => [{ a: 0 }, withSymbols()]);
    await expectSame('_object_spread_props', () => [{ a: 0 }, null]);
    const ours = lighter._object_spread_props({}, withSymbols());
    expect(Object.getOwnPropertyDescriptor(ours, 'quiet')?.enumerable).toBe(false);
  });

  it('rest of an object: own enumerable keys and symbols, the excluded left out', async () => {
    await expectSame('_object_without_properties', () => [withSymbols(), ['a', symbol]]);
    await expectSame('_object_without_properties', () => [withSymbols(), []]);
    await expectSame('_object_without_properties', () => [hostile(), ['constructor']]);
    await expectSame('_object_without_properties', () => [null, ['a']]);
    await expectSame('_object_without_properties', () => [undefined, []]);
  });

  it('array destructuring: arrays as they are, iterables up to the length asked, others throw', async () => {
    const array = [1, 2, 3];
    await expectSame('_sliced_to_array', () => [array, 2]);
    expect(lighter._sliced_to_array(array, 2)).toBe(array);
    await expectSame('_sliced_to_array', () => [new Set([1, 2, 3]), 2]);
    await expectSame('_sliced_to_array', () => [new Map([['k', 'v']]), 1]);
    await expectSame('_sliced_to_array', () => ['abc', 2]);
    await expectSame('_sliced_to_array', () => [new Set([1, 2, 3])]);
    await expectSame('_sliced_to_array', () => [{ a: 1 }, 1]);
    let closed = false;
    const endless = {
      [Symbol.iterator]: () => ({
        next: () => ({ value: 1, done: false }),
        return: () => {
          closed = true;
          return { value: undefined, done: true };
        },
      }),
    };
    expect(lighter._sliced_to_array(endless as Iterable<unknown>, 2)).toEqual([1, 1]);
    expect(closed).toBe(true);
  });

  it('array spread: a copy, holes as undefined, iterables read whole, others throw', async () => {
    // eslint-disable-next-line no-sparse-arrays
    await expectSame('_to_consumable_array', () => [[1, , 3]]);
    await expectSame('_to_consumable_array', () => [new Set(['a', 'b'])]);
    await expectSame('_to_consumable_array', () => ['hi']);
    await expectSame('_to_consumable_array', () => [{ a: 1 }]);
    const array = [1];
    expect(lighter._to_consumable_array(array)).not.toBe(array);
  });

  it('array destructuring with a rest: arrays as they are, iterables whole, others throw', async () => {
    const array = [1, 2];
    expect(lighter._to_array(array)).toBe(array);
    await expectSame('_to_array', () => [new Set([1, 2, 3])]);
    await expectSame('_to_array', () => [new Map([['k', 'v']])]);
    await expectSame('_to_array', () => ['abc']);
    await expectSame('_to_array', () => [{ a: 1 }]);
    await expectSame('_to_array', () => [null]);
  });

  it('assign: own enumerable keys, later sources winning, hostile keys kept as data', async () => {
    await expectSame('_extends', () => [{ keep: 1 }, { a: 1 }, null, { a: 2, b: 3 }]);
    await expectSame('_extends', () => [{}, withSymbols()]);
    await expectSame('_extends', () => [{}, hostile()]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  /** An ES5 class pair as SWC compiles `class Sub extends Base`, with the given helpers. */
  function compiledClasses(
    inherits: Helper,
    callSuper: Helper,
    Base: new (...a: never[]) => object,
  ) {
    const Sub = function (this: object, ...args: unknown[]) {
      const self = callSuper(this as never, Sub as never, args as never) as Record<string, unknown>;
      self.sub = true;
      return self;
    } as unknown as { (): void; prototype: Record<string, unknown>; create?: () => string };
    inherits(Sub as never, Base as never);
    Sub.prototype.hello = function (this: { name: string }) {
      return `hello ${this.name}`;
    };
    return Sub as unknown as new (...args: unknown[]) => Record<string, unknown>;
  }

  it('classes: super constructs the instance, prototypes and statics chain, natives extend', async () => {
    const [theirInherits, theirCallSuper] = await Promise.all([
      original('_inherits'),
      original('_call_super'),
    ]);
    class Base {
      name: string;
      static create() {
        return 'made';
      }
      constructor(name = 'nobody') {
        this.name = name;
      }
    }
    const describeInstance = (inherits: Helper, callSuper: Helper) => {
      const Sub = compiledClasses(inherits, callSuper, Base);
      const item = new Sub('Ann');
      const error = new (compiledClasses(inherits, callSuper, Error))('broken');
      return {
        fields: { ...item },
        hello: (item.hello as () => string)(),
        isSub: item instanceof Sub,
        isBase: item instanceof Base,
        staticInherited: (Sub as unknown as { create: () => string }).create(),
        constructorName: (item.constructor as { name: string }).name,
        protoKeys: Object.keys(Sub.prototype),
        errorMessage: (error as unknown as Error).message,
        errorIsError: error instanceof Error,
        errorHello: typeof error.hello,
      };
    };
    expect(describeInstance(lighter._inherits as Helper, lighter._call_super as Helper)).toEqual(
      describeInstance(theirInherits, theirCallSuper),
    );
    await expectSame('_inherits', () => [function Lone() {}, 'not a class']);
    await expectSame('_inherits', () => [function Lone() {}, null]);
  });
});
