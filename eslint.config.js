import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** `@typescript-eslint/no-restricted-imports` with one message per forbidden room. */
const forbid = (rooms, { allowTypeImports = false } = {}) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: rooms.map(([room, message]) => ({
        group: [`**/${room}/**`, `!**/node_modules/**`],
        message,
        allowTypeImports,
      })),
    },
  ],
});

const UNSELECTED_STORE = {
  selector: "CallExpression[callee.name='useStore'][arguments.length<2]",
  message: 'useStore(store, select): without a selector the component re-renders on every change',
};
const STORE_INTERNALS = {
  selector: 'CallExpression[callee.property.name=/^(setState|getState)$/]',
  message: 'widgets call store actions (add one to the store) and read state with useStore(store, select)',
};

/** Where components and hooks live (src/ and the loader are framework-free; ARCHITECTURE.md). */
const REACT_FILES = ['ui/**', 'widgets/**', 'features/**/*.tsx', 'embed/**', 'tests/**/*.tsx'];

const WHY = 'imports run one way: loader → src → features → ui → widgets (ARCHITECTURE.md)';

export default tseslint.config(
  { ignores: ['dist', 'dist-react', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  // The hooks rules read React code only: their React Compiler analysis was 57 % of the whole lint run
  // when it also read the ~700 files (demo host, e2e, bench, src/, plain-DOM tests) that hold no component.
  { ...reactHooks.configs.flat['recommended-latest'], files: REACT_FILES },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  // The rooms (ARCHITECTURE.md "Rooms"): a wrong import fails `npm test`.
  {
    files: ['loader/**'],
    // The loader's bytes are a budget: it reaches the runtime only through a dynamic import.
    rules: forbid(
      ['src', 'features', 'ui', 'widgets', 'embed'].map((room) => [
        room,
        `the loader imports only types; ${WHY}`,
      ]),
      { allowTypeImports: true },
    ),
  },
  {
    files: ['src/**'],
    rules: forbid(
      ['features', 'ui', 'widgets', 'embed', 'loader'].map((room) => [room, `src/ is the platform; ${WHY}`]),
    ),
  },
  {
    files: ['features/**'],
    rules: forbid(
      ['ui', 'widgets', 'embed', 'loader'].map((room) => [room, `features/ is shared logic; ${WHY}`]),
    ),
  },
  {
    files: ['ui/**'],
    rules: forbid(['widgets', 'embed', 'loader'].map((room) => [room, `ui/ is shared components; ${WHY}`])),
  },
  {
    files: ['widgets/*/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/**', '!../../**'],
              message:
                'widgets never import each other: share through features/ or ui/, talk through the bus',
            },
            { group: ['**/embed/**', '**/loader/**'], message: WHY },
          ],
        },
      ],
    },
  },
  // Store binding, one idiom (ARCHITECTURE.md): a component reads one value per selector, and a
  // widget changes a store only through its actions.
  {
    files: ['**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', UNSELECTED_STORE] },
  },
  {
    files: ['widgets/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', UNSELECTED_STORE, STORE_INTERNALS] },
  },
  {
    files: ['bench/**', 'e2e/**', 'demo-host/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['tests/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright code has no React components: its fixtures' `use()` and helpers such as
    // `useTheme(page, …)` only look like hooks to the rule.
    files: ['e2e/**', 'bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
