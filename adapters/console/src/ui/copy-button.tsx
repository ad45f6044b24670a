import { useState } from 'react';

/** Puts the text on the clipboard; where the browser refuses, selects it for the user to copy. */
async function copy(text: string, fallback: () => void): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    fallback();
    return false;
  }
}

interface CopyButtonProps {
  readonly text: string;
  /** What to copy, for screen readers: "Copy the key". */
  readonly label: string;
  /** Selects the text on the page when the clipboard cannot be written. */
  readonly select: () => void;
}

/** A Copy button that says "Copied" once it worked, or asks for Ctrl+C on the selected text. */
export function CopyButton({ text, label, select }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'selected'>();
  return (
    <span className="copy">
      <button
        type="button"
        className="button"
        aria-label={label}
        onClick={() => void copy(text, select).then((done) => setOutcome(done ? 'copied' : 'selected'))}
      >
        Copy
      </button>
      <span role="status" className="muted">
        {outcome === 'copied' && 'Copied'}
        {outcome === 'selected' && 'Selected: press Ctrl+C (⌘C) to copy'}
      </span>
    </span>
  );
}
