/**
 * Smaller stand-ins for the @swc/helpers that InstantSearch's ES build calls most (its code is
 * compiled for ES5): each does what the helper does, with the language's own spread, `for…of`
 * and `Reflect.ownKeys`, which every browser Folio supports has. Served in their place by
 * vendor-stand-ins-plugin.ts; swc-helpers.test.ts compares each with the original.
 */

type Bag = Record<PropertyKey, unknown>;

/** As `obj[key] = value`, but a key the object has (or inherits) is redefined, not set. */
export function _define_property<T extends object>(obj: T, key: PropertyKey, value: unknown): T {
  if (key in obj) {
    Object.defineProperty(obj, key, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
  } else (obj as Bag)[key] = value;
  return obj;
}

const enumerable = (object: object, key: PropertyKey) =>
  Object.prototype.propertyIsEnumerable.call(object, key);

/** `{ ...a, ...b }` as SWC writes it: each source's own enumerable keys, then its symbols. */
export function _object_spread(target: object, ...sources: unknown[]): object {
  for (const source of sources) {
    if (source == null) continue;
    const bag = source as Bag;
    for (const key of Object.keys(bag)) _define_property(target, key, bag[key]);
    for (const symbol of Object.getOwnPropertySymbols(bag)) {
      if (enumerable(bag, symbol)) _define_property(target, symbol, bag[symbol]);
    }
  }
  return target;
}

/** Every own property of `source`, with its descriptor, onto `target`. */
export function _object_spread_props(target: object, source: unknown): object {
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(source ?? {}));
}

/** `const { a, ...rest } = source`: its own enumerable keys and symbols not excluded. */
export function _object_without_properties(source: unknown, excluded: PropertyKey[]): Bag {
  const target: Bag = {};
  if (source == null) return target;
  const bag = source as Bag;
  for (const key of Reflect.ownKeys(bag)) {
    if (!excluded.includes(key) && enumerable(bag, key)) target[key] = bag[key];
  }
  return target;
}

/** `const [a, b] = value`: an array as it is, any other iterable read up to `length` items. */
export function _sliced_to_array(value: Iterable<unknown>, length?: number): unknown[] {
  if (Array.isArray(value)) return value;
  const items: unknown[] = [];
  for (const item of value) {
    items.push(item);
    if (length && items.length === length) break;
  }
  return items;
}

/** `[...value]`. */
export function _to_consumable_array(value: Iterable<unknown>): unknown[] {
  return [...value];
}

/** `const [first, ...rest] = value`: an array as it is, any other iterable read whole. */
export function _to_array(value: Iterable<unknown>): unknown[] {
  return Array.isArray(value) ? value : [...value];
}

/** `{ ...a }` where the compiler chose `Object.assign`'s semantics. */
export const _extends = Object.assign;

/**
 * `super(...args)` in a compiled subclass: the parent constructs the instance, with the
 * subclass's prototype, as `Reflect.construct` does natively (it always returns an object).
 */
export function _call_super(self: object, derived: object, args?: unknown[]): object {
  return Reflect.construct(
    Object.getPrototypeOf(derived) as new (...params: unknown[]) => object,
    args ?? [],
    (Object.getPrototypeOf(self) as { constructor: new (...params: unknown[]) => object })
      .constructor,
  );
}

/** `class Sub extends Super`: the prototype chain of instances and of the constructors. */
export function _inherits(subClass: { prototype: unknown }, superClass: unknown): void {
  if (typeof superClass !== 'function' && superClass !== null)
    throw new TypeError('Super expression must either be null or a function');
  subClass.prototype = Object.create(
    (superClass as { prototype?: object } | null)?.prototype ?? null,
    { constructor: { value: subClass, writable: true, configurable: true } },
  );
  if (superClass) Object.setPrototypeOf(subClass, superClass);
}
