import { createContext, useContext } from 'react';
import type { RouteName } from '@/config/paths';

/** The route table entry that rendered the current page (set by the router). */
export const RouteNameContext = createContext<RouteName | null>(null);

/** The current route's name, e.g. `sports` for the page shared by the game centre routes. */
export function useRouteName(): RouteName {
  const name = useContext(RouteNameContext);
  if (!name) throw new Error('useRouteName outside a routed page');
  return name;
}
