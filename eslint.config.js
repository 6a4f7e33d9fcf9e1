// @ts-check
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';

/** @typedef {{ regex: string, message: string }} Pattern */

/**
 * A relative import that passes through a folder of one of these names is refused, saying why.
 * Packages are not matched: `react-dom/server` is not the server layer.
 */
const folders = (/** @type {string[]} */ names, /** @type {string} */ why) => [
  { regex: `^\\.{1,2}/(.*/)?(${names.join('|')})(/|$)`, message: why },
];

/**
 * One `no-restricted-imports` for a set of files. ESLint keeps only the last options a file
 * matches, so a narrower block must repeat the broader block's patterns (it spreads them in).
 */
const restrict = (/** @type {Pattern[]} */ ...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

/** Import direction: core ← contracts ← {server, client}; simulator stands alone. */
const forbid = (/** @type {string[]} */ layers, /** @type {string} */ why) =>
  restrict(...folders(layers, why));

const CLIENT_LAYERS = folders(['server', 'simulator'], 'the client never imports server code.');

/**
 * Inside the client (bulletproof-react): shared (components, lib) ← features ← app. A feature
 * imports only itself and the shared code; what two features need goes to components/ or lib/.
 * No eslint-plugin-import is installed, so this is the built-in rule on import strings: a feature
 * is named by the folder a `../` chain lands on. It does not see dynamic `import()`, and would
 * refuse a feature's own subfolder named like another feature (docs/decisions/008). Import cycles
 * are refused by src/client/import-cycles.test.ts.
 */
const FEATURES = readdirSync(new URL('src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED_WHY =
  'components/ and lib/ are shared by every feature: they import no feature and not app/.';

const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/client/features/${feature}/**`],
  rules: restrict(
    ...CLIENT_LAYERS,
    ...folders(
      ['features', 'app'],
      `features/${feature} never imports app/ or reaches into features/.`,
    ),
    {
      regex: `^(\\.\\./)+(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
      message: `features/${feature} may import only itself, src/client/components, src/client/lib, src/contracts and src/core; move what two features share to components/ or lib/.`,
    },
  ),
}));

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.test-data', 'src/server/db/migrations'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // An update or delete without where touches every row; say so on purpose (where(sql`true`)).
    files: ['src/**', 'bench/**', 'tests/**'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['src/core/**'],
    rules: forbid(
      ['contracts', 'server', 'client', 'simulator'],
      'core is pure domain code: it imports no other layer.',
    ),
  },
  {
    files: ['src/contracts/**'],
    rules: forbid(['server', 'client', 'simulator'], 'contracts may import only core.'),
  },
  {
    files: ['src/server/**'],
    rules: forbid(
      ['client', 'simulator'],
      'the server never imports client or simulator code (it knows the simulator only as a URL).',
    ),
  },
  {
    files: ['src/client/**'],
    rules: restrict(...CLIENT_LAYERS),
  },
  {
    files: ['src/client/components/**', 'src/client/lib/**'],
    rules: restrict(...CLIENT_LAYERS, ...folders(['features', 'app'], SHARED_WHY)),
  },
  ...featureBoundaries,
  {
    files: ['src/simulator/**'],
    rules: forbid(['core', 'contracts', 'server', 'client'], 'the simulator stands alone.'),
  },
  {
    // One place reads the environment.
    files: ['src/**'],
    ignores: [
      'src/server/config.ts',
      'src/simulator/main.ts',
      '**/*.test.ts',
      'src/**/test-support/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through src/server/config.ts.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/client/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
