const COLOURS = ['skyblue', 'green', 'purple', 'red'] as const;
export type CardColour = (typeof COLOURS)[number];

/** The vendor card's colour: `nodeId` modulo 4 among skyblue, green, purple, red. */
export const cardColour = (nodeId: number): CardColour =>
  COLOURS[((Math.trunc(nodeId) % 4) + 4) % 4] ?? 'skyblue';
