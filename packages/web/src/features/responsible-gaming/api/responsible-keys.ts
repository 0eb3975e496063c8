/** Responsible gaming's query keys: a change of settings refreshes exactly these. */
export const responsibleKeys = {
  all: ['responsibleGaming'] as const,
  settings: () => ['responsibleGaming', 'settings'] as const,
};
