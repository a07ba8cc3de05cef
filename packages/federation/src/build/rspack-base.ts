import type { RuleSetRule } from '@rspack/core';

/** Production unless NODE_ENV says development (a team's local build). */
export const productionBuild = () => process.env.NODE_ENV !== 'development';

export const scriptRule: RuleSetRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      // Always the production JSX runtime: it is the shared one, and a team's dev build runs inside the live page.
      transform: { react: { runtime: 'automatic', development: false } },
      target: 'es2020',
    },
  },
  type: 'javascript/auto',
};
