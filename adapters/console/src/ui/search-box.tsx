import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  readonly label: string;
  readonly value: string;
  /** Called once typing pauses, not at every key. */
  readonly onSearch: (words: string) => void;
}

/** A list's search box: `/` anywhere outside a form control focuses it. */
export function SearchBox({ label, value, onSearch }: SearchBoxProps) {
  const [words, setWords] = useState(value);
  const input = useRef<HTMLInputElement>(null);

  // The address changed the search (Back, a link): the box shows it.
  useEffect(() => setWords(value), [value]);

  useEffect(() => {
    if (words === value) return;
    const timer = setTimeout(() => onSearch(words), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [words, value, onSearch]);

  useEffect(() => {
    const focusSearch = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== '/' || target.closest('input, textarea, select, [contenteditable]')) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusSearch);
    return () => document.removeEventListener('keydown', focusSearch);
  }, []);

  return (
    <input
      ref={input}
      type="search"
      className="search"
      placeholder={`${label}  ( / )`}
      aria-label={label}
      value={words}
      onChange={(e) => setWords(e.target.value)}
    />
  );
}
