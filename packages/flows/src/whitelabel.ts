import type { WhitelabelNode } from './ports/sdk.js';

/** Whitelabel flags: modId -> enabled. */
export type Flags = Readonly<Record<string, boolean>>;

/** Flattens the whitelabel tree into flags; a node is on when `enabled` is '1'. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[] | null | undefined): Flags {
  const flags: Record<string, boolean> = {};
  const visit = (list: readonly WhitelabelNode[] | null | undefined): void => {
    for (const node of list ?? []) {
      if (typeof node?.modId !== 'string') continue;
      flags[node.modId] = node.enabled === '1';
      visit(node.childrenNodes);
    }
  };
  visit(nodes);
  return flags;
}
