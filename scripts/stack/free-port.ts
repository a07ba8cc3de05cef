import net from 'node:net';

function listeningOnAnyPort(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * `count` distinct ports on 127.0.0.1 that nothing listens on right now, none of them in `taken`.
 * Each is held open until all are chosen: a port closed at once can be handed out again by the
 * next request for a free one, and two services would then race for it.
 */
export async function freePorts(
  count: number,
  taken: ReadonlySet<number> = new Set(),
): Promise<number[]> {
  const held: net.Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const server = await listeningOnAnyPort();
      held.push(server);
      const { port } = server.address() as net.AddressInfo;
      if (!taken.has(port)) ports.push(port);
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((closed) => server.close(closed))));
  }
  return ports;
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/** Whether something accepts connections on the port of 127.0.0.1 right now. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Refuses to start services on ports another process holds: that process would answer their
 * health checks (an earlier stack still running), and the shop would run with its services.
 */
export async function assertPortsFree(services: Array<{ name: string; port: number }>) {
  const held = await Promise.all(services.map(({ port }) => accepts(port)));
  const taken = services.filter((_, index) => held[index]);
  if (taken.length === 0) return;
  const list = taken.map(({ name, port }) => `${port} (${name})`).join(', ');
  throw new Error(
    `another process listens on port ${list}: is an earlier \`npm start\` still running? ` +
      'Stop it, or start the shop on other ports with PORT=…',
  );
}

/** Resolves once something accepts connections on the port, or rejects after `timeoutMs`. */
export async function waitForPort(
  port: number,
  timeoutMs: number,
  isAlive: () => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the process for port ${port} exited before it listened`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}
