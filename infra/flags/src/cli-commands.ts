import fs from 'node:fs';

export type CliContext = {
  /** Admin API root, e.g. http://127.0.0.1:8085/flags/admin */
  adminUrl: string;
  token: string;
  out: (text: string) => void;
};

export const usage = `Usage: npm run flags -- <command>

  list                                  flags with their state
  show NAME                             one flag's definition
  create FILE | change FILE             a flag definition (JSON) to add, or to replace by its name
  kill NAME [--default TREATMENT]       serve the default treatment to everyone
  archive NAME | restore NAME           hide a flag from SDKs (control) / undo a kill or an archive
  segments                              segments with their size
  segment show|archive|restore NAME
  segment set NAME [KEY...] [--large]   make these keys the segment's members
  segment add|remove NAME KEY...
  import FILE                           {"ff":{"d":[...]},"rbs":{"d":[...]},"segments":{...}}; all or nothing
  impressions [--feature F] [--key K] [--limit N]
  events [--type T] [--key K] [--limit N]

Env: FLAGS_ADMIN_URL (default http://127.0.0.1:8085/flags/admin), FLAGS_ADMIN_TOKEN (default .data/flags-admin-token)`;

/** Splits `--name value` options from positional arguments. */
function parseArgs(args: string[]): {
  positional: string[];
  options: Record<string, string | true>;
} {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg === '--large') options.large = true;
    else {
      const value = args[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      options[arg.slice(2)] = value;
      i++;
    }
  }
  return { positional, options };
}

const readJson = (file: string | undefined): unknown => {
  if (!file) throw new Error('Give the JSON file to read');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

const need = (value: string | undefined, what: string): string => {
  if (!value) throw new Error(`Missing ${what}\n\n${usage}`);
  return value;
};

/** Runs one CLI command against the admin API; throws with the service's message on failure. */
export async function runCli(argv: string[], context: CliContext): Promise<void> {
  const [command, ...rest] = argv;
  const { positional, options } = parseArgs(rest);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${context.adminUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${context.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok)
      throw new Error(
        `${response.status}: ${(json as { message?: string } | undefined)?.message ?? text}`,
      );
    context.out(JSON.stringify(json, null, 2));
  };
  const name = () => encodeURIComponent(need(positional[0], 'NAME'));
  const query = (pairs: Record<string, string | true | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(pairs))
      if (typeof value === 'string') params.set(key, value);
    const text = params.toString();
    return text ? `?${text}` : '';
  };

  switch (command) {
    case 'help':
    case '--help':
      return context.out(usage);
    case 'list':
      return call('GET', '/flags');
    case 'show':
      return call('GET', `/flags/${name()}`);
    case 'create':
      return call('POST', '/flags', readJson(positional[0]));
    case 'change': {
      const flag = readJson(positional[0]) as { name?: string };
      return call('PUT', `/flags/${encodeURIComponent(need(flag.name, 'name in the file'))}`, flag);
    }
    case 'kill':
      return call(
        'POST',
        `/flags/${name()}/kill`,
        typeof options.default === 'string' ? { defaultTreatment: options.default } : {},
      );
    case 'archive':
    case 'restore':
      return call('POST', `/flags/${name()}/${command}`);
    case 'segments':
      return call('GET', '/segments');
    case 'segment': {
      const [action, segment, ...keys] = positional;
      const path = `/segments/${encodeURIComponent(need(segment, 'segment NAME'))}`;
      if (action === 'show') return call('GET', path);
      if (action === 'set')
        return call('PUT', path, { keys, ...(options.large ? { kind: 'large' } : {}) });
      if (action === 'add') return call('POST', `${path}/keys`, { add: keys });
      if (action === 'remove') return call('POST', `${path}/keys`, { remove: keys });
      if (action === 'archive' || action === 'restore') return call('POST', `${path}/${action}`);
      throw new Error(`Unknown segment action "${action ?? ''}"\n\n${usage}`);
    }
    case 'import':
      return call('POST', '/import', readJson(positional[0]));
    case 'impressions':
      return call(
        'GET',
        `/impressions${query({ feature: options.feature, key: options.key, limit: options.limit })}`,
      );
    case 'events':
      return call(
        'GET',
        `/events${query({ eventTypeId: options.type, key: options.key, limit: options.limit })}`,
      );
    default:
      throw new Error(command ? `Unknown command "${command}"\n\n${usage}` : usage);
  }
}
