import { describe, expect, it } from 'vitest';
import { classifyAddress } from './address-ranges';

describe('classifyAddress', () => {
  it.each([
    ['10.0.0.1'],
    ['10.255.255.255'],
    ['172.16.0.1'],
    ['172.31.255.254'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['100.100.100.200'],
    ['0.0.0.0'],
    ['fd00:ec2::254'],
    ['fe80::1'],
    ['::ffff:10.0.0.1'],
    ['::ffff:169.254.169.254'],
    ['64:ff9b::a00:1'],
    ['2002:a00:1::'],
    ['224.0.0.1'],
    ['not an address'],
  ])('counts %s as internal', (address) => {
    expect(classifyAddress(address)).toBe('internal');
  });

  it.each([['127.0.0.1'], ['127.9.9.9'], ['::1'], ['::ffff:127.0.0.1']])(
    'counts %s as loopback',
    (address) => {
      expect(classifyAddress(address)).toBe('loopback');
    },
  );

  it.each([['142.250.74.10'], ['172.32.0.1'], ['2a00:1450:4001:82b::200a']])(
    'counts %s as public',
    (address) => {
      expect(classifyAddress(address)).toBe('public');
    },
  );
});
