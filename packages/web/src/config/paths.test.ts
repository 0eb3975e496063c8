import { describe, expect, it } from 'vitest';
import { pathsOf } from './paths';

describe('pathsOf', () => {
  it("lists a route's own path, then its aliases", () => {
    expect(pathsOf('home')).toEqual(['/', '/index', '/index.html', '/home']);
    expect(pathsOf('help')).toEqual(['/help', '/helpmc']);
    expect(pathsOf('login')).toEqual(['/login']);
  });
});
