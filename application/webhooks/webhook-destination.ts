import { classifyAddress } from '../../domain/webhooks/network-address.js';
import { checkWebhookUrl } from '../../domain/webhooks/webhook-url.js';
import { forbiddenAddress, unresolvableHost } from '../../domain/webhooks/webhooks.errors.js';
import type { HostResolver } from './ports/host-resolver.js';

/**
 * Checks a URL before it is stored: its form, then every address its host is or resolves to
 * (docs/api/webhooks.md#addresses). Each delivery checks again the address it connects to, so a
 * name that later resolves elsewhere is caught there.
 */
export class WebhookDestination {
  constructor(
    private readonly resolver: HostResolver,
    /** APP_WEBHOOKS_ALLOW_PRIVATE_NETWORKS: any address will do. */
    private readonly allowPrivateNetworks: boolean,
  ) {}

  async check(text: string): Promise<string> {
    const url = checkWebhookUrl(text);
    if (this.allowPrivateNetworks) return url.href;
    const literal = classifyAddress(url.host);
    if (literal !== 'not-an-address') {
      if (literal !== 'public') throw forbiddenAddress(`a ${literal} address`);
      return url.href;
    }
    const addresses = await this.resolver.resolve(url.host);
    if (addresses.length === 0) throw unresolvableHost();
    for (const address of addresses) {
      const kind = classifyAddress(address);
      if (kind !== 'public') throw forbiddenAddress(`a name for a ${kind} address`);
    }
    return url.href;
  }
}
