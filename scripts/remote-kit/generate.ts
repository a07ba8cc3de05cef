import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteNames, type RemoteNames } from './names';

const templateDir = fileURLToPath(new URL('./template', import.meta.url));
const firstDevPort = 3001;

export type GeneratedRemote = {
  names: RemoteNames;
  devPort: number;
  created: string[];
  edited: string[];
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) => {
    const value = values[key];
    if (value === undefined)
      throw new Error(`The template has an unknown placeholder ${placeholder}`);
    return value;
  });
}

function templateFiles(dir = templateDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full) : [path.relative(templateDir, full)];
  });
}

// Packages never import a path that names an app (mf-*), so the props file drops the prefix.
const propsFile = (names: RemoteNames) => names.packageName.slice('mf-'.length);

/** The next dev-server port after those the existing remotes' rspack configs claim. */
function nextDevPort(repoRoot: string): number {
  const claimed = fs
    .readdirSync(repoRoot)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => path.join(repoRoot, name, 'rspack.config.ts'))
    .filter((file) => fs.existsSync(file))
    .map((file) => Number(/devPort:\s*(\d+)/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 0));
  return Math.max(firstDevPort - 1, ...claimed) + 1;
}

function edit(file: string, change: (text: string) => string): void {
  const before = fs.readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file} was not changed; edit it by hand`);
  fs.writeFileSync(file, after);
}

/** Declares the exposed module in the host's list of remotes (adds the remote if it is new). */
function declareRemote(file: string, names: RemoteNames): void {
  const expose = `'./${names.exposeName}'`;
  edit(file, (text) => {
    const entry = new RegExp(
      `(\\n\\s*${names.containerName}: \\{ packageName: '[^']*', exposes: \\[)([^\\]]*)(\\])`,
    );
    const match = entry.exec(text);
    if (match) {
      const listed = match[2]!.trim();
      if (listed.includes(expose)) return text;
      return text.replace(entry, `$1${listed ? `${listed}, ${expose}` : expose}$3`);
    }
    const line = `  ${names.containerName}: { packageName: '${names.packageName}', exposes: [${expose}] },\n`;
    return text.replace(/\n\} as const satisfies/, `\n${line}} as const satisfies`);
  });
}

/** Declares the exposed module's props in RemoteModuleProps, so typed slots can mount it. */
function declareModuleProps(file: string, names: RemoteNames, propsFileName: string): void {
  const module = `'./${names.exposeName}': ${names.propsType}`;
  edit(file, (text) => {
    const withImport = text.replace(
      /\nimport type \{ RemoteName, remoteContracts \} from '\.\/remotes';/,
      `\nimport type { ${names.propsType} } from './props/${propsFileName}';$&`,
    );
    const existing = new RegExp(`(\\n  ${names.containerName}: \\{)`);
    if (existing.test(withImport)) return withImport.replace(existing, `$1 ${module};`);
    return withImport.replace(
      /(export type RemoteModuleProps = \{[\s\S]*?\n)(\};)/,
      `$1  ${names.containerName}: { ${module} };\n$2`,
    );
  });
}

/** Starts the new module's props contract at 1.0, so its builds declare it and promotions check it. */
function declareContractVersion(file: string, names: RemoteNames): void {
  const version = `'./${names.exposeName}': '1.0'`;
  edit(file, (text) => {
    const empty = new RegExp(`(\\n  ${names.containerName}: \\{)\\s*\\}`);
    if (empty.test(text)) return text.replace(empty, `$1 ${version} }`);
    const existing = new RegExp(`(\\n  ${names.containerName}: \\{)`);
    if (existing.test(text)) return text.replace(existing, `$1 ${version},`);
    return text.replace(
      /\n\} as const satisfies \{ \[R in RemoteName\]/,
      `\n  ${names.containerName}: { ${version} },$&`,
    );
  });
}

function addWorkspace(file: string, packageName: string): void {
  edit(file, (text) => {
    const manifest = JSON.parse(text) as { workspaces: string[] };
    if (manifest.workspaces.includes(packageName)) return text;
    const e2e = manifest.workspaces.indexOf('e2e');
    manifest.workspaces.splice(e2e < 0 ? manifest.workspaces.length : e2e, 0, packageName);
    return `${JSON.stringify(manifest, null, 2)}\n`;
  });
}

/**
 * Creates the workspace of a new remote from the template: package with build, test, dev, publish
 * and ship scripts, rspack config through the shared build helper, a parcel entry with its exposed
 * component and test, and its props contract declared in packages/contracts.
 */
export function generateRemote(
  repoRoot: string,
  packageName: string,
  expose?: string,
): GeneratedRemote {
  const names = remoteNames(packageName, expose);
  const target = path.join(repoRoot, names.packageName);
  if (fs.existsSync(target))
    throw new Error(`${names.packageName}/ exists already; pick another name`);
  const contractsDir = path.join(repoRoot, 'packages/contracts/src');
  const contractsIndex = path.join(contractsDir, 'index.ts');
  if (new RegExp(`\\b${names.propsType}\\b`).test(fs.readFileSync(contractsIndex, 'utf8'))) {
    throw new Error(
      `packages/contracts already declares ${names.propsType}; name the module with --expose`,
    );
  }
  const devPort = nextDevPort(repoRoot);
  const values = { ...names, devPort: String(devPort) };
  const created: string[] = [];
  for (const file of templateFiles()) {
    const relative = file.replace(/\.tmpl$/, '').replace(/__slice__/g, names.sliceName);
    const destination = relative.startsWith(`contracts${path.sep}`)
      ? path.join(contractsDir, 'props', `${propsFile(names)}.ts`)
      : path.join(target, relative);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.writeFileSync(
      destination,
      fill(fs.readFileSync(path.join(templateDir, file), 'utf8'), values),
    );
    created.push(path.relative(repoRoot, destination));
  }
  fs.appendFileSync(
    contractsIndex,
    `export type { ${names.propsType} } from './props/${propsFile(names)}';\n`,
  );
  declareRemote(path.join(contractsDir, 'remotes.ts'), names);
  declareModuleProps(path.join(contractsDir, 'remote-modules.ts'), names, propsFile(names));
  declareContractVersion(path.join(contractsDir, 'module-contracts.ts'), names);
  addWorkspace(path.join(repoRoot, 'package.json'), names.packageName);
  return {
    names,
    devPort,
    created,
    edited: [
      'packages/contracts/src/index.ts',
      'packages/contracts/src/remotes.ts',
      'packages/contracts/src/remote-modules.ts',
      'packages/contracts/src/module-contracts.ts',
      'package.json',
    ],
  };
}
