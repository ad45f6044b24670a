import { describe, expect, it } from 'vitest';
import { classifyAddress } from '../../../domain/webhooks/network-address.js';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.3.4', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.10.20', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['fd00:ec2::254', 'metadata'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
  ])('when the address is %s, then it is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('when the address is %s, then it is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it.each(['example.com', '256.1.1.1', '1.2.3', '01.2.3.4', '1:2:3:4:5:6:7:8:9', '1::2::3', 'gggg::1', ''])(
    'when the text is %j, then it is not an address',
    (text) => {
      expect(classifyAddress(text)).toBe('not-an-address');
    },
  );
});
