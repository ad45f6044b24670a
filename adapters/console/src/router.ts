import { useSyncExternalStore } from 'react';

const NAVIGATED = 'console:navigate';

function subscribe(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATED, listener);
  };
}

/** The current path; components re-render when it changes. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** The current query string (`?status=TODO&sort=-code`, or ''); re-renders when it changes. */
export function useSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search);
}

/** The list a path shows: `/tasks` for `/tasks`, `/tasks/12` and `/tasks/new`. */
const listOf = (path: string): string => path.replace(/\/(\d+|new)$/, '');

/**
 * Goes to `path`. A path without a query string that stays on the same list keeps the current
 * one: opening and closing a record's panel keeps the list's search, filters and order.
 */
export function navigate(path: string, replace = false): void {
  const { pathname, search } = window.location;
  const target = path.includes('?') || listOf(path) !== listOf(pathname) ? path : `${path}${search}`;
  goTo(target, replace);
}

/** Goes to exactly this address, query string and all. */
export function goTo(address: string, replace = false): void {
  const { pathname, search } = window.location;
  if (address === `${pathname}${search}`) return;
  if (replace) window.history.replaceState(null, '', address);
  else window.history.pushState(null, '', address);
  window.dispatchEvent(new Event(NAVIGATED));
}
