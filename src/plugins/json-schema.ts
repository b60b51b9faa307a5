// A small JSON Schema validator for the subset of draft 2020-12 that schemas/plugin.schema.json
// uses (no dependency). A keyword outside the subset is refused when the schema is compiled, so the
// schema can never say something this validator silently ignores. Errors name the place in the
// file (`options[2].default`) and say what is wrong in a player's words.

/** A JSON Schema (the subset below) or a boolean schema. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

export interface SchemaProblem {
  /** Where in the file: `definition.width`, `options[0].choices`, or `(file)` for the whole file. */
  readonly path: string;
  readonly message: string;
}

// `x-unknown` (ours) names what an object's fields are, for the message about a field it does not have.
const ANNOTATIONS = new Set(['$schema', '$id', '$comment', 'title', 'description', 'default', 'examples', 'x-unknown']);
const KEYWORDS = new Set([
  'type',
  'const',
  'enum',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'minItems',
  'maxItems',
  'items',
  'properties',
  'required',
  'additionalProperties',
  '$ref',
  '$defs',
  'anyOf',
  'allOf',
  'if',
  'then',
]);

/** Throws when the schema uses a keyword the validator does not know (checked once per schema). */
export function checkSchemaKeywords(schema: JsonSchema, at = '#'): void {
  if (typeof schema === 'boolean') return;
  for (const [k, v] of Object.entries(schema)) {
    if (ANNOTATIONS.has(k)) continue;
    if (!KEYWORDS.has(k)) throw new Error(`schema ${at}: keyword "${k}" is not supported by the validator`);
    if (k === 'properties' || k === '$defs')
      for (const [name, sub] of Object.entries(v as Record<string, JsonSchema>))
        checkSchemaKeywords(sub, `${at}/${k}/${name}`);
    else if (k === 'anyOf' || k === 'allOf')
      (v as JsonSchema[]).forEach((sub, i) => checkSchemaKeywords(sub, `${at}/${k}/${i}`));
    else if (k === 'items' || k === 'additionalProperties' || k === 'if' || k === 'then')
      checkSchemaKeywords(v as JsonSchema, `${at}/${k}`);
  }
}

const TYPE_WORDS: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

function typeOf(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  return typeof x;
}

function hasType(x: unknown, t: string): boolean {
  switch (t) {
    case 'integer':
      return typeof x === 'number' && Number.isInteger(x);
    case 'number':
      return typeof x === 'number' && Number.isFinite(x);
    default:
      return typeOf(x) === t;
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b) || (a !== null && typeof a === 'object'))
    return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

function show(x: unknown): string {
  return typeof x === 'string' ? `“${x}”` : String(JSON.stringify(x));
}

function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path === '(file)' ? '' : path}[${key}]`;
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return path === '(file)' ? name : `${path}.${name}`;
}

/** Why a field a `false` schema refuses is not allowed: the object's kind or type decides. */
function notAllowed(obj: Record<string, unknown>): string {
  for (const k of ['kind', 'type'])
    if (typeof obj[k] === 'string') return `is not allowed when ${k} is ${show(obj[k])}`;
  return 'is not allowed here';
}

class Validator {
  private readonly patterns = new Map<string, RegExp>();

  constructor(private readonly root: JsonSchema) {}

  private resolve(ref: string): JsonSchema {
    const m = /^#\/\$defs\/([A-Za-z0-9_-]+)$/.exec(ref);
    const defs =
      typeof this.root === 'object' ? (this.root['$defs'] as Record<string, JsonSchema> | undefined) : undefined;
    const target = m && defs ? defs[m[1]!] : undefined;
    if (target === undefined) throw new Error(`schema: cannot resolve $ref ${ref}`);
    return target;
  }

  private regex(p: string): RegExp {
    let r = this.patterns.get(p);
    if (!r) this.patterns.set(p, (r = new RegExp(p, 'u')));
    return r;
  }

  /** The first problem of `x` against `s` (one is enough to tell a player), or null. */
  check(x: unknown, s: JsonSchema, path: string): SchemaProblem | null {
    if (s === true) return null;
    if (s === false) return { path, message: 'is not allowed here' };
    if (typeof s['$ref'] === 'string') {
      const p = this.check(x, this.resolve(s['$ref']), path);
      if (p) return p;
    }
    if (s['type'] !== undefined) {
      const types = Array.isArray(s['type']) ? (s['type'] as string[]) : [s['type'] as string];
      if (!types.some((t) => hasType(x, t)))
        return { path, message: `must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}` };
    }
    if (Object.hasOwn(s, 'const') && !sameJson(x, s['const'])) return { path, message: `must be ${show(s['const'])}` };
    if (Array.isArray(s['enum']) && !s['enum'].some((e) => sameJson(x, e)))
      return { path, message: `must be one of ${s['enum'].map(show).join(', ')}` };
    if (typeof x === 'string') {
      const n = typeof s['minLength'] === 'number' || typeof s['maxLength'] === 'number' ? [...x].length : 0;
      if (typeof s['minLength'] === 'number' && n < s['minLength'])
        return {
          path,
          message: s['minLength'] === 1 ? 'must not be empty' : `must be at least ${s['minLength']} characters long`,
        };
      if (typeof s['maxLength'] === 'number' && n > s['maxLength'])
        return { path, message: `must be at most ${s['maxLength']} characters long` };
      if (typeof s['pattern'] === 'string' && !this.regex(s['pattern']).test(x))
        return { path, message: `has the wrong form (${show(x.length > 40 ? `${x.slice(0, 40)}…` : x)})` };
    }
    if (typeof x === 'number') {
      if (typeof s['minimum'] === 'number' && x < s['minimum'])
        return { path, message: `must be at least ${s['minimum']}` };
      if (typeof s['maximum'] === 'number' && x > s['maximum'])
        return { path, message: `must be at most ${s['maximum']}` };
      if (typeof s['exclusiveMinimum'] === 'number' && x <= s['exclusiveMinimum'])
        return { path, message: `must be more than ${s['exclusiveMinimum']}` };
    }
    if (Array.isArray(x)) {
      if (typeof s['minItems'] === 'number' && x.length < s['minItems'])
        return { path, message: `must have at least ${s['minItems']} entries` };
      if (typeof s['maxItems'] === 'number' && x.length > s['maxItems'])
        return { path, message: `must have at most ${s['maxItems']} entries` };
      if (s['items'] !== undefined)
        for (let i = 0; i < x.length; i++) {
          const p = this.check(x[i], s['items'] as JsonSchema, child(path, i));
          if (p) return p;
        }
    }
    if (x !== null && typeof x === 'object' && !Array.isArray(x)) {
      const obj = x as Record<string, unknown>;
      for (const r of (s['required'] as string[] | undefined) ?? [])
        if (!Object.hasOwn(obj, r)) return { path: child(path, r), message: 'is missing' };
      const props = (s['properties'] as Record<string, JsonSchema> | undefined) ?? {};
      for (const [k, v] of Object.entries(obj)) {
        if (Object.hasOwn(props, k)) {
          const p = this.check(v, props[k]!, child(path, k));
          if (p?.message === 'is not allowed here' && p.path === child(path, k))
            return { ...p, message: notAllowed(obj) };
          if (p) return p;
        } else if (s['additionalProperties'] !== undefined) {
          const extra = s['additionalProperties'] as JsonSchema;
          if (extra === false)
            return { path, message: `unknown ${String(s['x-unknown'] ?? 'field')} ${show(k).replace(/[“”]/g, '"')}` };
          const p = this.check(v, extra, child(path, k));
          if (p) return p;
        }
      }
    }
    if (Array.isArray(s['allOf']))
      for (const sub of s['allOf'] as JsonSchema[]) {
        const p = this.check(x, sub, path);
        if (p) return p;
      }
    if (Array.isArray(s['anyOf'])) {
      const subs = s['anyOf'] as JsonSchema[];
      if (!subs.some((sub) => this.check(x, sub, path) === null)) {
        const first = this.check(x, subs[0]!, path);
        return { path, message: first ? `${first.message} (or another allowed form)` : 'has no allowed form' };
      }
    }
    if (s['if'] !== undefined && s['then'] !== undefined && this.check(x, s['if'] as JsonSchema, path) === null)
      return this.check(x, s['then'] as JsonSchema, path);
    return null;
  }
}

/** A validator function for `schema` (its keywords checked once). */
export function compileSchema(schema: JsonSchema): (x: unknown) => SchemaProblem | null {
  checkSchemaKeywords(schema);
  const v = new Validator(schema);
  return (x) => v.check(x, schema, '(file)');
}
