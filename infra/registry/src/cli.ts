import { runCli } from './cli-run';

// The release managers' command line: npm run release -- <command> (see `npm run release -- help`).
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
