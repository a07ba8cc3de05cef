import { fileURLToPath } from 'node:url';
import { HtmlRspackPlugin, type Configuration } from '@rspack/core';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The release console page: one script and one stylesheet with hashed names, served under /console/. */
export default {
  mode: 'production',
  target: ['web', 'es2020'],
  context: here('.'),
  entry: { console: './src/main.tsx' },
  output: {
    path: here('./dist'),
    publicPath: '/console/',
    filename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    clean: true,
  },
  // No source maps in eval form: the console's CSP forbids eval.
  devtool: false,
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
    ],
  },
  plugins: [new HtmlRspackPlugin({ template: here('./index.html'), scriptLoading: 'defer' })],
  performance: { hints: false },
  stats: 'errors-warnings',
} satisfies Configuration;
