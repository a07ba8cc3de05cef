import { semverPattern } from '@shop/contracts';

/** Orders two strict semver versions by semver precedence (build metadata ignored). */
export function compareSemver(a: string, b: string): number {
  const pa = semverPattern.exec(a);
  const pb = semverPattern.exec(b);
  if (!pa || !pb) return a.localeCompare(b);
  for (let i = 1; i <= 3; i++) {
    const diff = Number(pa[i]) - Number(pb[i]);
    if (diff !== 0) return Math.sign(diff);
  }
  const preA = pa[4];
  const preB = pb[4];
  // A release ranks above its pre-releases: 1.0.0 > 1.0.0-rc.1.
  if (preA === undefined || preB === undefined)
    return preA === preB ? 0 : preA === undefined ? 1 : -1;
  const idsA = preA.split('.');
  const idsB = preB.split('.');
  for (let i = 0; i < Math.max(idsA.length, idsB.length); i++) {
    const x = idsA[i];
    const y = idsB[i];
    if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
    if (x === y) continue;
    const nx = /^\d+$/.test(x);
    const ny = /^\d+$/.test(y);
    if (nx && ny) return Math.sign(Number(x) - Number(y));
    if (nx !== ny) return nx ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}
