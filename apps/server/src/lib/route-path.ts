import { API_PREFIX } from '@pasal/contract';

// A route registers the path the web app asks for, taken from packages/contract (issue #31: the
// paths are written once). Contract paths are whole ('/api/v1/orders/'); a parameterised one is a
// builder the web app calls with values, which the server calls with its route's parameter names.

/** A contract builder of one path per value, or any of them (never[] takes every parameter list). */
type Builder<Args extends unknown[] = never[]> = (...args: Args) => string;

/**
 * One ':name' per parameter of a builder, in its order. The builder's own parameter types (number,
 * a union of slugs) are the web app's; a route fills each with a name instead.
 */
type ParamNames<Args extends unknown[]> = { [K in keyof Args]: `:${string}` };

/**
 * The whole route of a contract path: the template as it is, or the builder's path with each of
 * its parameters named (`STAFF_ORDER_PATHS.order, ':transaction_id'` → '/api/v1/admin/orders/:transaction_id/').
 */
export function fullRoutePath(path: string): string;
export function fullRoutePath<Args extends unknown[]>(build: Builder<Args>, ...names: ParamNames<Args>): string;
export function fullRoutePath(path: string | Builder, ...names: string[]): string {
  return fill(path, names);
}

/** The route of a contract path inside a module that app.ts mounts under the contract's API_PREFIX. */
export function routePath(path: string): string;
export function routePath<Args extends unknown[]>(build: Builder<Args>, ...names: ParamNames<Args>): string;
export function routePath(path: string | Builder, ...names: string[]): string {
  const route = fill(path, names);
  if (!route.startsWith(`${API_PREFIX}/`)) throw new Error(`${route} is not under ${API_PREFIX}`);
  return route.slice(API_PREFIX.length);
}

function fill(path: string | Builder, names: string[]): string {
  if (typeof path === 'string') return path;
  // Stand-ins that survive `${value}` and encodeURIComponent alike, then swapped for the names.
  const marks = names.map((_, index) => `__route_param_${index}__`);
  // A builder puts each value into the path as text, so text stands in for whatever type it takes.
  let route = (path as (...args: string[]) => string)(...marks);
  names.forEach((name, index) => {
    const mark = marks[index]!;
    if (route.split(mark).length !== 2) throw new Error(`${route}: parameter ${index + 1} is not in it once`);
    route = route.replace(mark, name);
  });
  if (route.includes('?')) throw new Error(`${route}: a route's path has no query`);
  return route;
}
