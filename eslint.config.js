// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';

/** Import direction: core ← contracts ← {server, client}; simulator stands alone. */
const forbid = (/** @type {string[]} */ layers, /** @type {string} */ why) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: layers.map((layer) => ({
        group: [`**/${layer}`, `**/${layer}/**`],
        message: why,
      })),
    },
  ],
});

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
    rules: forbid(['server', 'simulator'], 'the client never imports server code.'),
  },
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
