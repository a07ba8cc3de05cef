import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePorts } from './free-port';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

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
