import { describe, expect, it } from 'vitest';
import { ROUTES } from '@lobby/flows';
import { pathsOf, routes } from './paths';

describe('pathsOf', () => {
  it("lists a route's own path, then its aliases", () => {
    expect(pathsOf('home')).toEqual(['/', '/index', '/index.html', '/home']);
    expect(pathsOf('help')).toEqual(['/help', '/helpmc']);
    expect(pathsOf('login')).toEqual(['/login']);
  });
});

describe("the flows' routes", () => {
  it('are routes the app answers on', () => {
    const answered = (Object.keys(routes) as Array<keyof typeof routes>).flatMap((name) =>
      pathsOf(name).map((path) => path.replace('/:tab?', '')),
    );
    expect(Object.values(ROUTES).filter((path) => !answered.includes(path))).toEqual([]);
  });
});
