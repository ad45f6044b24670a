/**
 * What may be logged about an error: its type and a driver code. Messages and stacks
 * are left out on purpose: a query error's message carries the SQL text and its
 * parameters (password hashes, tokens), and no stack trace may reach a log line.
 */
export function describeError(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as { code?: unknown }).code ?? (cause as { code?: unknown } | undefined)?.code;
  return {
    type: error.name,
    ...(typeof code === 'string' && { code }),
    ...(cause instanceof Error && { cause: cause.name }),
  };
}
