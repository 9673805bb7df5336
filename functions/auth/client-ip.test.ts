/** Who the client is: addresses, TRUSTED_PROXIES ranges, the right-most untrusted forwarded hop. */
import { describe, expect, it } from 'vitest';
import {
  addressBucket,
  canonicalAddress,
  clientBehindProxies,
  inRanges,
  nodeClientAddress,
  parseTrustedProxies,
  workerClientAddress,
} from './client-ip.ts';

describe('addresses', () => {
  it('spells IPv4, IPv6 and IPv4-mapped addresses one way, and refuses anything else', () => {
    expect(canonicalAddress(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(canonicalAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(canonicalAddress('2001:DB8::1')).toBe('2001:db8:0:0:0:0:0:1');
    expect(canonicalAddress('[::1]')).toBe('0:0:0:0:0:0:0:1');
    for (const bad of ['', 'unknown', '256.1.1.1', '1.2.3', '1::2::3', '12345::', '1.2.3.4.5'])
      expect(canonicalAddress(bad)).toBeNull();
  });

  it('counts an IPv4 address alone and an IPv6 address by its /64 network', () => {
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:3::7')).toBe('2001:db8:1:3::/64');
    expect(addressBucket('unknown')).toBeNull();
    expect(addressBucket(null)).toBeNull();
  });

  it('parses TRUSTED_PROXIES and refuses a typo at once', () => {
    const ranges = parseTrustedProxies('127.0.0.1, ::1 ,10.0.0.0/8,2001:db8::/32');
    expect(inRanges('127.0.0.1', ranges)).toBe(true);
    expect(inRanges('127.0.0.2', ranges)).toBe(false);
    expect(inRanges('::1', ranges)).toBe(true);
    expect(inRanges('::ffff:10.9.8.7', ranges)).toBe(true);
    expect(inRanges('11.0.0.1', ranges)).toBe(false);
    expect(inRanges('2001:db8:ffff::1', ranges)).toBe(true);
    expect(inRanges('2001:db9::1', ranges)).toBe(false);
    expect(parseTrustedProxies('')).toEqual([]);
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(() => parseTrustedProxies('127.0.0.1/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('the client behind proxies', () => {
  const trusted = parseTrustedProxies('127.0.0.1,10.0.0.0/8');

  it('is the socket address when the peer is no trusted proxy, whatever it forwards', () => {
    expect(clientBehindProxies('203.0.113.5', '198.51.100.1', trusted)).toBe('203.0.113.5');
    expect(clientBehindProxies('127.0.0.1', '198.51.100.1', [])).toBe('127.0.0.1');
    expect(clientBehindProxies(undefined, '198.51.100.1', trusted)).toBeNull();
  });

  it('is the right-most forwarded hop that is not a trusted proxy', () => {
    expect(clientBehindProxies('127.0.0.1', '198.51.100.1', trusted)).toBe('198.51.100.1');
    // The client's own X-Forwarded-For sits left of what our proxies appended.
    expect(clientBehindProxies('127.0.0.1', '1.1.1.1, 198.51.100.1, 10.1.1.1', trusted)).toBe('198.51.100.1');
    // A garbage hop is no proxy of ours: the last hop we believe stands.
    expect(clientBehindProxies('127.0.0.1', 'evil, 10.1.1.1', trusted)).toBe('10.1.1.1');
    expect(clientBehindProxies('127.0.0.1', '', trusted)).toBe('127.0.0.1');
  });

  it('reads only X-Forwarded-For on Node and only CF-Connecting-IP on Workers', () => {
    const headers = {
      'x-forwarded-for': '198.51.100.1',
      'x-real-ip': '198.51.100.2',
      forwarded: 'for=198.51.100.3',
      'cf-connecting-ip': '198.51.100.4',
    };
    const request = new Request('http://localhost/', { headers });
    expect(nodeClientAddress(() => '127.0.0.1', trusted)(request)).toBe('198.51.100.1');
    expect(nodeClientAddress(() => '203.0.113.9', trusted)(request)).toBe('203.0.113.9');
    expect(workerClientAddress(request)).toBe('198.51.100.4');
    expect(workerClientAddress(new Request('http://localhost/'))).toBeNull();
  });
});
