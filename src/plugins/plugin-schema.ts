// The plugin-file schema (schemas/plugin.schema.json) as the installer's first check: what the
// schema refuses, the installer refuses, with the same place and reason. Editors use the same file
// for autocomplete (a plugin file may name it in "$schema").
import schema from '../../schemas/plugin.schema.json';
import { compileSchema, type JsonSchema, type SchemaProblem } from './json-schema.ts';

export const PLUGIN_SCHEMA: JsonSchema = schema as JsonSchema;

const validate = compileSchema(PLUGIN_SCHEMA);

/** The first way a parsed plugin file breaks the schema, or null when it fits. */
export function pluginSchemaProblem(json: unknown): SchemaProblem | null {
  return validate(json);
}
