// One flat config for the repository. The import zones of CONVENTIONS.md are enforced here, not in review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = [
  'mf-navigation',
  'mf-account',
  'mf-calculator',
  'mf-cms-page',
  'mf-product-wrappers',
];
const apps = ['host', ...remotes];

const appImports = apps.flatMap((app) => [`${app}`, `${app}/*`, `**/${app}/**`]);
const deepPackageImports = {
  group: ['@shop/*/src/*', '@shop/*/src/**'],
  message: 'Import a package through its entry (`@shop/x` or `@shop/x/react`), never its files.',
};
const reactImports = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'effector-react', 'single-spa-react'],
  message:
    'Domain and infrastructure packages hold no React; put it in the package’s `./react` entry.',
};
const axiosOutsideClient = {
  name: 'axios',
  message: 'Use @shop/api-client: axios is wrapped once, there.',
};
const splitOutsideFlags = {
  group: ['@splitsoftware/*'],
  message: 'Use @shop/flags: the Split SDK is wrapped once, there.',
};

/** `no-restricted-imports` options for one zone. */
const restrict = ({ paths = [], patterns = [] }) => ['error', { paths, patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      'no-restricted-imports': restrict({
        paths: [axiosOutsideClient],
        patterns: [deepPackageImports, splitOutsideFlags],
      }),
    },
  },
  {
    // Packages never import an app.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [axiosOutsideClient],
        patterns: [
          deepPackageImports,
          splitOutsideFlags,
          { group: appImports, message: 'Packages never import an app.' },
        ],
      }),
    },
  },
  {
    // Domain and infrastructure cores hold no React.
    files: ['packages/{catalogue,contracts,api-client,bus,flags,i18n}/src/**/*.{ts,tsx}'],
    ignores: ['packages/*/src/react/**'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [axiosOutsideClient],
        patterns: [
          deepPackageImports,
          splitOutsideFlags,
          reactImports,
          { group: appImports, message: 'Packages never import an app.' },
        ],
      }),
    },
  },
  {
    files: ['packages/api-client/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        patterns: [deepPackageImports, splitOutsideFlags, reactImports],
      }),
    },
  },
  {
    // Inside a package files import each other relatively; only src/react reaches its core by name (ADR 0005).
    files: ['packages/flags/**/*.{ts,tsx}'],
    ignores: ['packages/flags/src/react/**'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [
          axiosOutsideClient,
          { name: '@shop/flags', message: 'Import files of this package relatively (ADR 0005).' },
        ],
        patterns: [deepPackageImports, reactImports],
      }),
    },
  },
  {
    files: ['packages/flags/src/react/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [axiosOutsideClient],
        patterns: [deepPackageImports],
      }),
    },
  },
  ...remotes.map((remote) => ({
    // Remotes never import each other: they meet through contracts, the bus and the block registry.
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict({
        paths: [axiosOutsideClient],
        patterns: [
          deepPackageImports,
          splitOutsideFlags,
          {
            group: apps
              .filter((app) => app !== remote)
              .flatMap((app) => [app, `${app}/*`, `**/${app}/**`]),
            message: 'A remote never imports the host or another remote.',
          },
        ],
      }),
    },
  })),
  {
    // The flag service proves its protocol with the real Split SDK.
    files: ['infra/flags/**/*.test.ts', 'infra/flags/src/bench/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [axiosOutsideClient],
        patterns: [deepPackageImports],
      }),
    },
  },
  {
    files: ['host/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict({
        paths: [axiosOutsideClient],
        patterns: [
          deepPackageImports,
          splitOutsideFlags,
          {
            group: remotes.flatMap((app) => [app, `${app}/*`, `**/${app}/**`]),
            message: 'The host loads remotes at run time, never by import.',
          },
        ],
      }),
    },
  },
);
