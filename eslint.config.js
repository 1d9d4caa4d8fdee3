import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = ['account', 'bulletin'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'coverage', 'public/mockServiceWorker.js', 'playwright-report', 'test-results'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The layers: domain ← lib ← components ← features ← app. Features never import each other.
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/lib/*', '@/components/*', '@/features/*', '@/app/*', '@/mocks/*', 'react', 'react-*'], message: 'domain/ is pure: no React, no app layers.' }] },
      ],
    },
  },
  {
    files: ['src/lib/**', 'src/components/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*', '@/mocks/*'], message: 'Shared layers do not depend on features, the app or the simulator.' }] },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...FEATURES.filter((other) => other !== feature).map((other) => `@/features/${other}/*`), '@/app/*', '@/mocks/*'],
              message: 'Features never import each other (or the app): move what both need to domain/, lib/ or components/.',
            },
          ],
        },
      ],
    },
  })),
);
