/** The addresses a host name resolves to: what a webhook URL is checked against when it is set. */
export interface HostResolver {
  /** Every address (IPv4 and IPv6, text form); empty when the name does not resolve. */
  resolve(host: string): Promise<readonly string[]>;
}
