/** A failed answer in words: a message per form field its `errors[].path` names, the rest for a banner. */
export interface ProblemView {
  readonly status: number;
  readonly code?: string;
  readonly banner?: string;
  readonly fields: Readonly<Record<string, string>>;
}

interface ProblemBody {
  code?: string;
  title?: string;
  detail?: string;
  errors?: { path: string; message: string }[];
}

/** Reads an API error body (RFC 9457); `fieldNames` are the fields the form shows. */
export function problemView(status: number, body: unknown, fieldNames: readonly string[] = []): ProblemView {
  const problem = (body ?? {}) as ProblemBody;
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const error of problem.errors ?? []) {
    const field = error.path.split(/[.[]/)[0] ?? '';
    if (fieldNames.includes(field) && !fields[field]) fields[field] = error.message;
    // The detail often says the one problem already: said once is enough.
    else if (!problem.detail?.includes(error.message)) {
      unplaced.push(error.path ? `${error.path}: ${error.message}` : error.message);
    }
  }
  const summary = problem.detail ?? problem.title ?? `The service answered ${status}`;
  const placed = Object.keys(fields).length > 0;
  const banner = unplaced.length > 0 ? `${summary}: ${unplaced.join('; ')}` : placed ? undefined : summary;
  return { status, code: problem.code, banner, fields };
}

export const networkProblem: ProblemView = {
  status: 0,
  banner: 'The service cannot be reached. Check the connection and try again.',
  fields: {},
};
