// ESLint: typescript-eslint recommended + React hooks rules; zero warnings allowed in CI.
// The import boundaries of the CONTEXT.md files are enforced below (no-restricted-imports).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  '**/test-support.ts',
  '**/fake-party.ts',
  '**/snapshot-fixtures.ts',
];

/**
 * One `no-restricted-imports` pattern per forbidden folder. Relative paths are matched with a
 * regex on the folder right after the `../` run, so `../../i18n/editor/...` stays allowed while
 * `../editor/...` is refused.
 */
function forbidFolders(context, prefix, folders) {
  return {
    regex: `^(\\.\\./)+${prefix}(${folders.join('|')})/`,
    message: `Boundary of ${context}: never import ${folders.map((f) => `${prefix}${f}/`).join(', ')}.`,
  };
}

/** `node:*` built-ins: the code runs in the browser and in workerd too. */
function forbidNode(context) {
  return {
    regex: '^node:',
    message: `Boundary of ${context}: no node:* imports, this code also runs outside Node.`,
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.astro/',
      '.partykit/',
      '.wrangler/',
      'data/',
      '.cache/',
      'db/migrations/',
      'bench/next/.next/',
      'bench/next/out/',
      'bench/next/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['src/blocks/**', 'src/fields/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbidFolders('src/blocks/CONTEXT.md and src/components/CONTEXT.md', '', [
              'editor',
              'db',
              'party',
            ]),
            // The form islands type their `hc` client with the app's AppType: a type-only import,
            // erased from the bundle, so no server code reaches the browser.
            {
              ...forbidFolders('src/blocks/CONTEXT.md and src/components/CONTEXT.md', '', ['functions']),
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'astro',
              message: 'Boundary of src/lib/CONTEXT.md: no astro imports, this code runs everywhere.',
            },
          ],
          patterns: [
            forbidFolders('src/lib/CONTEXT.md', '', ['blocks', 'game', 'editor', 'db', 'functions', 'party']),
            forbidNode('src/lib/CONTEXT.md'),
            {
              regex: '^astro[:/]',
              message: 'Boundary of src/lib/CONTEXT.md: no astro:* imports, this code runs everywhere.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator'].map((name) => ({
          name,
          message: `Boundary of src/lib/CONTEXT.md: no DOM globals (${name}), this code runs everywhere; take it as a parameter.`,
        })),
      ],
    },
  },
  {
    files: ['functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [forbidFolders('functions/CONTEXT.md', 'src/', ['editor'])] },
      ],
    },
  },
  {
    files: ['party/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbidFolders('party/CONTEXT.md', '', ['db', 'functions']),
            forbidFolders('party/CONTEXT.md', 'src/', ['editor', 'blocks']),
            forbidNode('party/CONTEXT.md'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/game/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            forbidFolders('src/game/CONTEXT.md', '', ['db', 'party', 'editor']),
            // The app's route types for the typed client; erased at build time.
            { ...forbidFolders('src/game/CONTEXT.md', '', ['functions']), allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
