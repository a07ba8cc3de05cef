import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { accepts, assertPortsFree, freePorts } from './free-port';

describe('free ports for the services of a stack', () => {
  it('are as many as asked for, all different, none of the ports already given out', async () => {
    const taken = new Set(await freePorts(3));
    const ports = await freePorts(40, taken);
    expect(ports).toHaveLength(40);
    expect(new Set(ports).size).toBe(40);
    expect(ports.some((port) => taken.has(port))).toBe(false);
  });

  it('are free again once chosen: a service can listen on each', async () => {
    const ports = await freePorts(3);
    expect(await Promise.all(ports.map(accepts))).toEqual([false, false, false]);
  });
});

describe('the ports a stack starts its services on', () => {
  it('are refused, naming each service, when another process already listens on them', async () => {
    const held = net.createServer();
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
    const heldPort = (held.address() as net.AddressInfo).port;
    const [free] = await freePorts(1, new Set([heldPort]));
    try {
      await expect(
        assertPortsFree([
          { name: 'edge', port: free! },
          { name: 'catalogue', port: heldPort },
        ]),
      ).rejects.toThrow(`another process listens on port ${heldPort} (catalogue)`);
      await expect(assertPortsFree([{ name: 'edge', port: free! }])).resolves.toBeUndefined();
    } finally {
      await new Promise((closed) => held.close(closed));
    }
  });
});
