import { describe, expect, it } from 'vitest';
import { cardColour } from './card-colour';

describe('cardColour', () => {
  it('picks nodeId modulo 4 among skyblue, green, purple, red', () => {
    expect([0, 1, 2, 3, 4, 501].map(cardColour)).toEqual([
      'skyblue',
      'green',
      'purple',
      'red',
      'skyblue',
      'green',
    ]);
    expect(cardColour(-1)).toBe('red');
  });
});
