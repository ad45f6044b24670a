import { codesOf, type PeerScenario } from './peer-queries.js';

/** Where one side's probe is sent, and with which bearer token. */
export interface Target {
  readonly base: string;
  readonly token: string;
}

/**
 * Sends the scenario's probe to both sides and throws unless both succeed and answer the same
 * task codes in the same order: a ratio between different answers would compare nothing.
 */
export async function sameRows(scenario: PeerScenario, ours: Target, theirs: Target): Promise<void> {
  const [oursCodes, theirsCodes] = await Promise.all([
    probe(ours, scenario.ours.probe),
    probe(theirs, scenario.theirs.probe),
  ]);
  const same =
    oursCodes.length === theirsCodes.length && oursCodes.every((code, i) => code === theirsCodes[i]);
  if (!same || oursCodes.length === 0) {
    throw new Error(
      `${scenario.name}: the answers differ\n  ours:     ${oursCodes.join(' ')}\n  Directus: ${theirsCodes.join(' ')}`,
    );
  }
}

async function probe(target: Target, request: PeerScenario['ours']['probe']): Promise<string[]> {
  const response = await fetch(`${target.base}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${target.token}`,
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${request.method} ${request.path}: ${response.status} ${text.slice(0, 300)}`);
  return codesOf(JSON.parse(text));
}
