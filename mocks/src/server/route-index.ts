/**
 * Narrows the handler list before `getResponse`: MSW tries handlers one by one, and with 120 of them
 * matching would dominate the server's time. Fixed paths are looked up by method and path; handlers with
 * path parameters stay in a short list tried in order.
 */
import type { HttpHandler } from 'msw';

/** Finds the handlers that can answer a method and path. */
export interface RouteIndex {
  candidates(method: string, pathname: string): HttpHandler[];
}

/** Indexes `handlers` (their paths look like `*\/wps/...`). */
export function indexRoutes(handlers: readonly HttpHandler[]): RouteIndex {
  const fixed = new Map<string, HttpHandler[]>();
  const dynamic: HttpHandler[] = [];
  for (const handler of handlers) {
    const { method, path } = handler.info;
    if (
      typeof path === 'string' &&
      typeof method === 'string' &&
      path.startsWith('*/') &&
      !path.includes(':') &&
      !path.slice(1).includes('*')
    ) {
      const key = `${method.toUpperCase()} ${path.slice(1)}`;
      fixed.set(key, [...(fixed.get(key) ?? []), handler]);
    } else {
      dynamic.push(handler);
    }
  }
  return { candidates: (method, pathname) => fixed.get(`${method.toUpperCase()} ${pathname}`) ?? dynamic };
}
