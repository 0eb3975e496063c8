/** Query keys of the help centre, per language (public). */
export const helpKeys = {
  centre: (language: string) => ['system', 'help', language] as const,
};
