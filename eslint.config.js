// One lint configuration for the whole workspace. The module-boundary rule reads each project's
// Nx tags (package.json "nx.tags") and fails on an import ARCHITECTURE.md forbids.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Chakra components whose recipe is not in the theme (libs/ui/src/theme/lazy-recipes.ts and
 * field-recipes.ts): each root, and each input or text area, names its recipe, or it draws
 * unstyled.
 */
const COMPONENTS_WITH_OWN_RECIPE = [
  'Breadcrumb',
  'Carousel',
  'Checkbox',
  'Dialog',
  'Drawer',
  'Field',
  'Menu',
  'NativeSelect',
  'Popover',
  'RadioGroup',
  'SegmentGroup',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Toast',
  'Tooltip',
];
const ELEMENTS_WITH_OWN_RECIPE = ['Input', 'Textarea'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/src/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.nx/**',
      'pacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        ...COMPONENTS_WITH_OWN_RECIPE.map((name) => ({
          selector: `JSXOpeningElement[name.object.name='${name}'][name.property.name=/^Root(Provider)?$/]:not(:has(JSXAttribute[name.name='recipe']))`,
          message: `${name}'s recipe is not in the theme: pass recipe={…} from @site-admin/ui (theme/lazy-recipes.ts, field-recipes.ts).`,
        })),
        ...ELEMENTS_WITH_OWN_RECIPE.map((name) => ({
          selector: `JSXOpeningElement[name.name='${name}']:not(:has(JSXAttribute[name.name='recipe']))`,
          message: `${name}'s recipe is not in the theme: pass recipe={…} from @site-admin/ui (theme/field-recipes.ts).`,
        })),
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The component tests' shared Vitest config, at the workspace root (not a library).
          allow: ['../../vitest.component.ts', '../../../vitest.component.ts'],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:extensions',
                'type:ui',
                'type:data-access',
                'type:util',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:e2e',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:extensions',
                'type:ui',
                'type:data-access',
                'type:util',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: [
                'type:extensions',
                'type:data-access',
                'type:ui',
                'type:util',
              ],
            },
            {
              // The plug-in contracts carry the contract's row and page types, so unlike other ui
              // libs they read data-access types (ARCHITECTURE: libs/extensions).
              sourceTag: 'type:extensions',
              onlyDependOnLibsWithTags: [
                'type:ui',
                'type:data-access',
                'type:util',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:testing'],
            },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  prettier,
);
