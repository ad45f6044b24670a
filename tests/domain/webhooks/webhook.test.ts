import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../domain/changes/change.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';
import { checkDescription, checkEvents, webhookSecret } from '../../../domain/webhooks/webhook.js';
import { checkWebhookUrl, MAX_URL_LENGTH } from '../../../domain/webhooks/webhook-url.js';

function refusal(work: () => unknown): { code: string; paths: string[] } {
  try {
    work();
  } catch (error) {
    if (error instanceof InvalidInput) return { code: error.code, paths: error.details.map((d) => d.path) };
    throw error;
  }
  throw new Error('expected InvalidInput, but nothing was thrown');
}

describe('checkEvents', () => {
  it('when known types come in any order and twice, then each is kept once in catalogue order', () => {
    expect(checkEvents(['task.updated', 'tag.deleted', 'task.created', 'task.updated'])).toEqual([
      'task.created',
      'task.updated',
      'tag.deleted',
    ]);
  });

  it('when "*" comes with others, then it alone is kept', () => {
    expect(checkEvents(['task.created', '*'])).toEqual(['*']);
  });

  it('when types are unknown, then each is named by its place', () => {
    expect(refusal(() => checkEvents(['task.created', 'task.exploded', 'nope']))).toEqual({
      code: 'WEBHOOK.UNKNOWN_EVENT',
      paths: ['events[1]', 'events[2]'],
    });
  });

  it('when the list is empty, then it is refused', () => {
    expect(refusal(() => checkEvents([])).code).toBe('WEBHOOK.NO_EVENTS');
  });

  it('when every catalogue type is given, then every one is accepted', () => {
    expect(checkEvents([...EVENT_TYPES])).toEqual(EVENT_TYPES);
  });
});

describe('checkWebhookUrl', () => {
  it('when the URL is https with a host, then its form and host are given', () => {
    expect(checkWebhookUrl('https://Hooks.Example.com/in?x=1')).toEqual({
      href: 'https://hooks.example.com/in?x=1',
      host: 'hooks.example.com',
    });
  });

  it('when the host is an IPv6 literal, then the host comes without brackets', () => {
    expect(checkWebhookUrl('http://[::1]:8080/').host).toBe('::1');
  });

  it.each([
    ['not a URL', 'hooks.example.com/in'],
    ['ftp', 'ftp://hooks.example.com/in'],
    ['a file URL', 'file:///etc/passwd'],
    ['credentials', 'https://user:secret@hooks.example.com/'],
    ['a fragment', 'https://hooks.example.com/#x'],
    ['too long', `https://hooks.example.com/${'a'.repeat(MAX_URL_LENGTH)}`],
  ])('when the URL has %s, then it is refused naming url', (_, url) => {
    expect(refusal(() => checkWebhookUrl(url))).toEqual({ code: 'WEBHOOK.INVALID_URL', paths: ['url'] });
  });
});

describe('webhookSecret', () => {
  it('when made from a key, then it carries the Standard Webhooks prefix', () => {
    expect(webhookSecret('a2V5')).toBe('whsec_a2V5');
  });
});

describe('checkDescription', () => {
  it('when it holds lines and tabs, then it is kept; empty, it is none', () => {
    expect(checkDescription('Sync\n\tall tasks')).toBe('Sync\n\tall tasks');
    expect(checkDescription('')).toBeNull();
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800b'],
    ['too many characters', 'x'.repeat(501)],
  ])('when it holds %s, then it is refused naming description', (_, value) => {
    expect(refusal(() => checkDescription(value))).toEqual({
      code: 'WEBHOOK.INVALID_DESCRIPTION',
      paths: ['description'],
    });
  });
});
