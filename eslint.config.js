import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports run one way. The Mini-Admin likewise: main and routes → features → components → lib → contracts.
// Web app: routes (root, entries, routes/) → features → components and
// blocks → lib (and i18n) → packages/contracts. Server: the entry points (main, app, cli,
// testing) → module routes → module services → lib and db → packages/contracts. A layer may
// import its own layer and the layers below it; an import back up fails the lint. Layers are
// sibling folders, so a relative import into another layer names that layer's folder.
const web = 'apps/web/app';
const server = 'apps/server/src';
const admin = 'apps/admin/src';
const upward = (folders, layer) => {
  const names = folders.map((folder) => folder.replace('\\', '').replace('[a-z-]+', '*')).join(', ');
  return {
    regex: `(^|/)(${folders.join('|')})(/|(\\.tsx?)?$)`,
    message: `${layer} may not import from ${names}: imports run routes → features → components/blocks → lib → contracts (server: entry → routes → modules → lib → contracts).`,
  };
};
const webRoot = ['root', 'entry\\.client', 'entry\\.server', 'routes'];
// The Mini-Admin: main and routes/ → features → components → lib → packages/contracts.
const adminRoot = ['main', 'routes'];
const serverEntry = ['app', 'main', 'seed', 'config', 'server-lock', 'database-target', 'cli', 'testing'];
const serverRoutes = ['routes', '[a-z-]+-routes', 'plugin'];

// Links: inside the web app's blocks, components and features every link is the one link
// component (components/smart-link), which decides new tab, rel and client-side navigation.
const routerLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'Use SmartLink from components/smart-link: the one link component.',
};
const rawLink = {
  selector:
    "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='href']:not([value.type='Literal'][value.value=/^#/])",
  message: 'Use SmartLink from components/smart-link for links (a raw <a href> only for in-page #anchors).',
};

// Texts: the web app translates through its own small translator (app/i18n), which the root
// provides; an i18n library would add its weight to every page's script.
const ownTranslation = [
  {
    name: 'react-i18next',
    message: 'Use useTranslation from app/i18n/translation (the app provides its own i18n context).',
  },
  { name: 'i18next', message: 'Use the translator of app/i18n/translator (no i18n library in the web app).' },
];

/** The import rule for one layer: the folders above it, and (in the web app) the link and translation rules. */
function layer(files, forbidden, name, { links = false, ignores = [] } = {}) {
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...(links ? [routerLinks] : []),
            ...(files.some((file) => file.startsWith(web)) ? ownTranslation : []),
          ],
          patterns: forbidden.length ? [upward(forbidden, name)] : [],
        },
      ],
      ...(links ? { 'no-restricted-syntax': ['error', rawLink] } : {}),
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-alt/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  layer([`${web}/lib/**`, `${web}/i18n/**`], ['features', 'components', 'blocks', ...webRoot], 'lib'),
  layer([`${web}/components/**`], ['features', 'blocks', ...webRoot], 'components', {
    links: true,
    ignores: [`${web}/components/smart-link/smart-link.tsx`],
  }),
  layer([`${web}/blocks/**`], ['features', ...webRoot], 'blocks', { links: true }),
  layer([`${web}/features/**`], webRoot, 'features', { links: true }),
  layer([`${admin}/lib/**`], ['features', 'components', ...adminRoot], 'admin lib'),
  layer([`${admin}/components/**`], ['features', ...adminRoot], 'admin components'),
  layer([`${admin}/features/**`], adminRoot, 'admin features'),
  layer([`${server}/lib/**`, `${server}/db/**`], ['modules', ...serverEntry], 'server lib'),
  layer([`${server}/modules/**`], serverEntry, 'module routes', { ignores: ['**/*.test.ts'] }),
  layer([`${server}/modules/**`], [...serverRoutes, ...serverEntry], 'module services', {
    ignores: ['**/*.test.ts', ...serverRoutes.map((name) => `${server}/modules/*/${name.replace('[a-z-]+', '*')}.ts`)],
  }),
  layer(['packages/contracts/**'], ['apps'], 'contracts'),
);
