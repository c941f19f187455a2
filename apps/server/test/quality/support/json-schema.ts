/**
 * Just enough JSON Schema (the subset the OpenAPI document of the zod contracts uses) to judge a
 * generated value: `conforms` says whether the documented contract allows it, so the abuse suite
 * knows which requests the server must refuse. Unknown keywords (format, …) are ignored, which
 * only ever makes a value look allowed: the suite then asks less, never wrongly.
 */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(wanted: string, value: unknown): boolean {
  const actual = typeOf(value);
  return wanted === actual || (wanted === 'number' && actual === 'integer');
}

export function conforms(schema: Schema | undefined, value: unknown): boolean {
  if (!schema) return true;
  if (schema.anyOf && !schema.anyOf.some((s) => conforms(s, value))) return false;
  if (schema.oneOf && !schema.oneOf.some((s) => conforms(s, value))) return false;
  if (schema.allOf && !schema.allOf.every((s) => conforms(s, value))) return false;
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeMatches(t, value))) return false;
  }
  if (schema.enum && !schema.enum.some((e) => e === value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength) return false;
    if (schema.maxLength !== undefined && length > schema.maxLength) return false;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) return false;
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return false;
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return false;
    if (schema.items && !value.every((v) => conforms(schema.items, v))) return false;
  }
  if (typeOf(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) return false;
    for (const [key, v] of Object.entries(object)) {
      const property = schema.properties?.[key];
      if (property) {
        if (!conforms(property, v)) return false;
      } else if (schema.additionalProperties === false) return false;
      else if (typeof schema.additionalProperties === 'object' && !conforms(schema.additionalProperties, v))
        return false;
    }
  }
  return true;
}

/** Values for fields whose pattern a generic generator would not guess. */
const examplesByName: Record<string, unknown> = {
  email: 'fuzz@example.com',
  shop_email: 'shop@example.com',
  phone: '+1 212 555 0100',
  mobile_phone_primary: '+1 555 0100',
  postal_code: '12345',
  shop_postal_code: '12345',
  shop_catalogue_url: 'fuzz-shop',
  currency_code: 'EUR',
  password: 'password123',
  shop_website: 'https://example.com',
  bg_color: '#ffffff',
  font_color: '#000000',
  image_url: 'https://example.com/a.png',
};

/** A value the schema allows, when one is easy to make (used as the intact part of a request). */
export function example(schema: Schema, name = ''): unknown {
  const named = examplesByName[name];
  if (named !== undefined && conforms(schema, named)) return named;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if ('const' in schema) return schema.const;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    for (const branch of branches) {
      const value = example(branch, name);
      if (conforms(schema, value)) return value;
    }
    return example(branches[0], name);
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) out[key] = example(property, key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => example(schema.items ?? {}, name));
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.max(low, 1);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return 'f'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

/** Hostile and wrong-typed values any field may receive. */
const generic: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '',
  'x',
  '0',
  'true',
  'NaN',
  'x'.repeat(5_000),
  '\u0000',
  '\u202e\u200b',
  '😀'.repeat(50),
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '1; drop table shops',
  '../../../etc/passwd',
  '{{7*7}}#{7*7}<%= 7*7 %>',
  [],
  [null],
  ['x'],
  {},
  { $gt: '' },
  { toString: 'x' },
];

/** Values aimed at the edges of one schema: just past each documented limit. */
function edges(schema: Schema): unknown[] {
  const out: unknown[] = [];
  if (schema.maxLength !== undefined) out.push('y'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined && schema.minLength > 0) out.push('y'.repeat(schema.minLength - 1));
  if (schema.pattern) out.push('no match !', 'UPPER_and space');
  if (schema.enum) out.push('not-in-the-list', String(schema.enum[0]).toUpperCase());
  if (schema.maximum !== undefined) out.push(schema.maximum + 1);
  if (schema.minimum !== undefined) out.push(schema.minimum - 1);
  if (schema.exclusiveMinimum !== undefined) out.push(schema.exclusiveMinimum);
  if (schema.exclusiveMaximum !== undefined) out.push(schema.exclusiveMaximum);
  if (schema.type === 'integer') out.push(2.5, '7');
  if (schema.minItems !== undefined && schema.minItems > 0) out.push([]);
  if (schema.maxItems !== undefined && schema.maxItems < 2000)
    out.push(Array.from({ length: schema.maxItems + 1 }, () => example(schema.items ?? {})));
  if (schema.items) for (const bad of edges(schema.items).slice(0, 3)) out.push([bad]);
  if (schema.required?.length) out.push({});
  if (schema.additionalProperties === false) out.push({ ...(example(schema) as object), smuggled: 'x' });
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) out.push(...edges(branch));
  return out;
}

export interface Mutation {
  /** Dotted path of the field that was changed ('' for the whole body). */
  field: string;
  value: unknown;
  /** The documented contract refuses this value, so the server must answer 4xx. */
  mustRefuse: boolean;
}

/** Every field of a schema (nested objects and the first array item), with candidate values for it. */
export function mutations(schema: Schema, path = ''): Mutation[] {
  const out: Mutation[] = [];
  for (const value of [...edges(schema), ...generic]) {
    out.push({ field: path, value, mustRefuse: !conforms(schema, value) });
  }
  const objectSchema = schema.properties ? schema : undefined;
  for (const [key, property] of Object.entries(objectSchema?.properties ?? {})) {
    out.push(...mutations(property, path ? `${path}.${key}` : key));
  }
  if (schema.items?.properties) out.push(...mutations(schema.items, `${path}.0`));
  for (const branch of schema.anyOf ?? []) {
    if (branch.properties) out.push(...mutations(branch, path));
  }
  return out;
}

/** A copy of `base` with the value at a dotted path replaced (array indexes are numbers). */
export function setAt(base: unknown, field: string, value: unknown): unknown {
  if (!field) return value;
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = field.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(key) ? [] : {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
  return copy;
}
