import { lookup } from 'node:dns/promises';
import type { HostResolver } from '../../application/webhooks/ports/host-resolver.js';

/** The system resolver (getaddrinfo, as connections use): every address of a name. */
export class DnsHostResolver implements HostResolver {
  async resolve(host: string): Promise<readonly string[]> {
    try {
      return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return [];
    }
  }
}
