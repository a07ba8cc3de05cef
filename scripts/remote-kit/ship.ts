import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { channelIdSchema } from '@shop/contracts';
import { runCli } from '@shop/registry';
import { publishWorkspace, readRemoteWorkspace, terminalIo } from './remote-workspace';

const usage = `Usage: npm run ship -w <remote> -- --channel <channel> [--canary <percent>] --reason "..."

Tests, builds, publishes and promotes the remote (or starts a canary for <percent> % of shoppers),
stopping at the first step that fails. MF_VERSION overrides the package version.`;

type Step = { name: string; run: () => Promise<number> | number };

function parse(): { channel: string; canary?: number; reason: string } {
  const { values } = parseArgs({
    options: {
      channel: { type: 'string' },
      canary: { type: 'string' },
      reason: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const problems: string[] = [];
  const channel = channelIdSchema.safeParse(values.channel);
  if (!channel.success)
    problems.push(
      `--channel: ${values.channel ? `unknown channel "${values.channel}"` : 'name the channel'}, e.g. wallart`,
    );
  const canary = values.canary === undefined ? undefined : Number(values.canary);
  if (canary !== undefined && (!Number.isInteger(canary) || canary < 1 || canary > 99))
    problems.push('--canary takes a whole percentage from 1 to 99');
  if (!values.reason?.trim())
    problems.push('--reason "..." says why; it goes into the audit trail');
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n\n${usage}`);
    process.exit(2);
  }
  return { channel: values.channel!, canary, reason: values.reason! };
}

const npm = (args: string[], cwd: string) =>
  spawnSync('npm', args, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;

const options = parse();
const workspace = readRemoteWorkspace(process.cwd());
const io = terminalIo(workspace.dir);
const pin = `${workspace.remote}@${workspace.version}`;
const steps: Step[] = [
  { name: 'test', run: () => npm(['test'], workspace.dir) },
  { name: `build ${workspace.version}`, run: () => npm(['run', 'build'], workspace.dir) },
  {
    name: `publish ${pin}`,
    run: () => publishWorkspace(workspace, ['--reason', options.reason]),
  },
  options.canary === undefined
    ? {
        name: `promote ${pin} on ${options.channel}`,
        run: () => runCli(['promote', options.channel, pin, '--reason', options.reason], io),
      }
    : {
        name: `canary ${pin} for ${options.canary} % on ${options.channel}`,
        run: () =>
          runCli(
            [
              'canary',
              options.channel,
              pin,
              '--percent',
              String(options.canary),
              '--reason',
              options.reason,
            ],
            io,
          ),
      },
];

const started = performance.now();
for (const [index, step] of steps.entries()) {
  const label = `[${index + 1}/${steps.length}] ${step.name}`;
  console.log(`\n${label} ...`);
  const stepStarted = performance.now();
  const code = await step.run();
  const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
  if (code !== 0) {
    const shipped =
      index >= 3
        ? `${pin} is published but not live`
        : index === 2
          ? 'nothing is live'
          : 'nothing was published';
    console.error(`\n${label} failed (exit ${code}, ${seconds} s): ${shipped}.`);
    process.exit(code);
  }
  console.log(`${label} done in ${seconds} s`);
}
const audience =
  options.canary === undefined ? 'every shopper gets' : `${options.canary} % of shoppers get`;
console.log(
  `\nShipped ${pin} to ${options.channel} in ${((performance.now() - started) / 1000).toFixed(1)} s; ${audience} it on the next page load.`,
);
