// The public author kit: everything a plugin author (or our built-in plugins, through kit.ts) uses,
// in one module. Plugin types, the registry, the engine's mode definition and values, the builders
// our built-in modes are made with (src/plugins/kit/), and data-plugin files: reading, writing,
// the schema (schemas/plugin.schema.json) and versions. See docs/plugins.md.
export * from './kit.ts';

// Data-plugin files (format pow2048-plugin/1).
export { DATA_HOOK_TIMINGS, DATA_PLUGIN_FORMAT, parseDataPlugin, type DataHook } from './data-plugin.ts';
export { definitionFields, modePluginFile, type ModePluginFile } from './plugin-file.ts';
export { PLUGIN_SCHEMA, pluginSchemaProblem } from './plugin-schema.ts';
export type { JsonSchema, SchemaProblem } from './json-schema.ts';
export { PluginError, PluginRegistry, resolveOptions } from './registry.ts';

// Versions and updates.
export {
  compareVersions,
  describePlan,
  isVersion,
  parseVersion,
  planInstall,
  pluginChanges,
  type InstallPlan,
  type ParsedVersion,
  type PluginChange,
  type PluginFileData,
} from './versions.ts';
