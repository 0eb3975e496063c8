import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { indexRoutes } from './route-index';

describe('indexRoutes', () => {
  it('looks fixed paths up by method and path, and leaves the ones with parameters in order', () => {
    const list = http.get('*/wps/list', () => HttpResponse.json(1));
    const create = http.post('*/wps/list', () => HttpResponse.json(2));
    const item = http.get('*/wps/list/:id', () => HttpResponse.json(3));
    const index = indexRoutes([list, create, item]);
    expect(index.candidates('GET', '/wps/list')).toEqual([list]);
    expect(index.candidates('post', '/wps/list')).toEqual([create]);
    expect(index.candidates('GET', '/wps/list/7')).toEqual([item]);
    expect(index.candidates('DELETE', '/wps/list')).toEqual([item]);
  });
});
