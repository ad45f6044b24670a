import { invalidUrl } from './webhooks.errors.js';

export const MAX_URL_LENGTH = 2000;

/** A webhook's URL, checked for its form; its addresses are checked where names resolve. */
export interface WebhookUrl {
  readonly href: string;
  /** The host without IPv6 brackets: a name, or an address literal. */
  readonly host: string;
}

/** http(s) with a host and no credentials (they would be shown in every answer and log). */
export function checkWebhookUrl(text: string): WebhookUrl {
  if (text.length > MAX_URL_LENGTH) throw invalidUrl(`must be at most ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalidUrl('must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidUrl('must use http or https');
  if (url.hostname === '') throw invalidUrl('must name a host');
  if (url.username !== '' || url.password !== '') throw invalidUrl('must not hold a user name or password');
  if (url.hash !== '') throw invalidUrl('must not hold a fragment');
  return { href: url.href, host: url.hostname.replace(/^\[(.*)\]$/, '$1') };
}
