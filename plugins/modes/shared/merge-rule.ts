// Moved to the public author kit (src/plugins/kit/merge-rule.ts); kept so our modes' imports stay short.
export {
  mergeRule,
  type MergeRuleSpec,
} from '../../../src/plugins/kit.ts';
