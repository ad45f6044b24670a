export type ViewMode = 'light' | 'dark' | 'system';

const KEY = 'console.viewMode';
const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
let mode: ViewMode = storedViewMode();

export function storedViewMode(): ViewMode {
  const stored = localStorage.getItem(KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function paint(): void {
  const theme = mode === 'system' ? (darkQuery.matches ? 'dark' : 'light') : mode;
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/** Shows the mode at once and remembers it for the next page load (before the settings answer). */
export function applyViewMode(next: ViewMode): void {
  mode = next;
  localStorage.setItem(KEY, next);
  paint();
}

darkQuery.addEventListener('change', paint);
paint();
