import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpWebhookSender, signature } from '../../../adapters/webhooks/http-webhook-sender.js';
import { WebhookReceiver } from '../../support/webhook-receiver.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const delivery = (url: string) => ({
  url,
  messageId: 'msg_1',
  timestamp: Math.floor(Date.now() / 1000),
  body: '{"type":"task.created"}',
  secret: SECRET,
});
const noNames = { resolve: async () => [] };

describe('HttpWebhookSender', () => {
  let receiver: WebhookReceiver;
  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
    receiver.verifyWith(SECRET);
  });
  afterEach(() => receiver.close());

  it('when it signs, then the signature is the one the Standard Webhooks library makes', () => {
    const at = new Date(1_795_000_000_000);
    expect(signature(SECRET, 'msg_1', 1_795_000_000, 'body')).toBe(
      new Webhook(SECRET).sign('msg_1', at, 'body'),
    );
  });

  it('when the URL is a loopback literal and private networks are not allowed, then nothing is sent', async () => {
    const sender = new HttpWebhookSender({ resolver: noNames, allowPrivateNetworks: false });
    const result = await sender.send(delivery(receiver.url()));
    expect(result).toMatchObject({ kind: 'no-answer', error: 'refused: the host is not a public address' });
    expect(receiver.received).toEqual([]);
  });

  it('when the receiver answers a redirect, then it is not followed and the status is the answer', async () => {
    receiver.answer(302);
    const sender = new HttpWebhookSender({ resolver: noNames, allowPrivateNetworks: true });
    expect(await sender.send(delivery(receiver.url()))).toMatchObject({ kind: 'answered', status: 302 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verified).toBe(true);
  });

  describe('against a receiver that never answers', () => {
    let silent: Server;
    beforeEach(async () => {
      silent = createServer(() => {});
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    });
    afterEach(async () => {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    });

    it('when the timeout passes, then the attempt ends as a timeout', async () => {
      const sender = new HttpWebhookSender({ resolver: noNames, allowPrivateNetworks: true, timeoutMs: 50 });
      const port = (silent.address() as AddressInfo).port;
      expect(await sender.send(delivery(`http://127.0.0.1:${port}/`))).toMatchObject({
        kind: 'no-answer',
        error: 'timeout',
      });
    });
  });

  it('when the name does not resolve, then the attempt says so without naming the host', async () => {
    const sender = new HttpWebhookSender({ resolver: noNames, allowPrivateNetworks: true });
    expect(await sender.send(delivery('http://nowhere.example.com/'))).toMatchObject({
      kind: 'no-answer',
      error: 'the host did not resolve',
    });
  });
});
