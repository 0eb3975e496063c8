// @ts-check
/** TypeDoc settings shared by the packages whose API reference is published (@lobby/sdk, @lobby/flows). */
import { OptionDefaults } from 'typedoc';

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  // openapi-typescript writes the spec's descriptions into the generated schema as @description and @constant.
  blockTags: [...OptionDefaults.blockTags, '@description', '@constant'],
  excludePrivate: true,
  excludeInternal: true,
  // `corepack pnpm typecheck` checks the types; the reference only reads them (and stays quick).
  skipErrorChecking: true,
  // Source links would name a git host; the reference is read beside the repository.
  disableSources: true,
};
