import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-e2e',
      '.deno',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      'supabase/functions',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The pure core: no React, no data sources, no configuration, no I/O.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*'],
              message: 'domain/ is pure: no React.',
            },
            {
              group: ['@supabase/*'],
              message: 'domain/ is pure: no data sources.',
            },
            {
              group: [
                '@/config/*',
                '@/data/*',
                '@/app/*',
                '@/components/*',
                '@/hooks/*',
              ],
              message: 'domain/ depends on nothing outside domain/.',
            },
            { group: ['node:*'], message: 'domain/ is pure: no I/O.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'window',
        'document',
        'navigator',
        'localStorage',
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
