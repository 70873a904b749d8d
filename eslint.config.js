// Lint rules of `npm run check`: typescript-eslint with type information, the rules of hooks, and
// the import layering the code is organised by (see STYLE in the README's Layout).
import { readdirSync } from 'node:fs';

import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const folders = (path) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Server folders that are the generic layer; every other folder is a resource or a feature. */
const SERVER_GENERIC = ['common', 'authorization', 'database', 'config', 'graphql', 'http'];
/** Authentication is infrastructure the generic layer builds on (the request's user), not a resource. */
const SERVER_CORE = ['auth'];
const SERVER_RESOURCES = folders('server/src').filter((name) => !SERVER_GENERIC.includes(name) && !SERVER_CORE.includes(name));
const SPA_ROUTES = folders('src/routes');

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/graphql/**',
      'server/src/database/migrations/**',
      'bench/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // The short list of rules switched off or relaxed, and why:
      // - unused variables are already compile errors (noUnusedLocals/noUnusedParameters);
      '@typescript-eslint/no-unused-vars': 'off',
      // - NestJS decorators and TypeORM take classes whose methods are bound by the framework;
      '@typescript-eslint/unbound-method': 'off',
      // - the interfaces we implement (Refine's providers, Apollo plugins, antd validators, nestjs-query
      //   authorizers) are async by contract, whether or not a given implementation awaits;
      '@typescript-eslint/require-await': 'off',
      // - the data layer throws Refine's HttpError shape (a plain object with statusCode), by contract;
      '@typescript-eslint/only-throw-error': 'off',
      // - JSX event props take async handlers on purpose (React ignores the promise; errors are
      //   handled inside each handler through the one error toast).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests read untyped JSON answers and use vitest's asymmetric matchers (typed any).
    files: ['tests/**/*.ts', 'src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    // The server and its tests compile with server/tsconfig.json (decorators, node types).
    files: ['server/**/*.ts', 'tests/server/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './server/tsconfig.json', tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Layering: a generic component never reaches into the shell or a route.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        // Building a path goes through the typed route table (one place), which is not a route.
        {
          patterns: [
            {
              regex: '^(@/components/shell/|@/routes/(?!route-table$)|(\\.\\./)+routes/)',
              message: 'A generic component does not import the shell or a route.',
            },
          ],
        },
      ],
    },
  },
  // A route never imports another route's folder (shared code goes to components/ or providers/).
  ...SPA_ROUTES.map((route) => ({
    files: [`src/routes/${route}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/routes/*',
                '!@/routes/route-table',
                `!@/routes/${route}`,
                `!@/routes/${route}/**`,
                ...SPA_ROUTES.filter((other) => other !== route).map((other) => `../${other}/**`),
              ],
              message: "A route does not import another route's folder.",
            },
          ],
        },
      ],
    },
  })),
  // The sign-in -> landing path is plain elements (issue 10, the first download): antd reaches it
  // only through lazyAntd (src/components/antd-scope), in the files listed under ignores.
  {
    files: [
      'src/*.tsx',
      'src/routes/*.{ts,tsx}',
      'src/routes/landing/**',
      'src/routes/login/index.tsx',
      'src/routes/organization-redirects/**',
      // The workspace, group, program and learner pages: the screens people work in (issue 31).
      'src/routes/{company,organization,learner}/**',
      'src/routes/program/*.tsx',
      'src/routes/program/distribution/**',
      // A curator with one program lands on its status page (issue 31).
      'src/routes/program-status/**',
      // The banners page's history; the wizard (create, edit) loads antd when its tab opens (issue 31).
      'src/routes/banners/**',
      'src/components/resource/{plain-resource-form,plain-form-field,plain-form-logic,plain-list-input,plain-color-input,form-logic,use-plain-form,antd-resource-form}.{ts,tsx}',
      'src/components/resource/resource-show.tsx',
      // The analytics panel and its charts (Chart.js, not antd's G2), on the workspace, group, program and learner pages.
      'src/components/analytics/**',
      'src/components/{confirm,page-breadcrumb,uploads}/**',
      'src/components/feedback/query-error-panel.tsx',
      'src/components/{plain,shell,banner-strip,invitations,toast-host,antd-scope}/**/*.{ts,tsx}',
      'src/{providers,resources,config,errors}/**/*.{ts,tsx}',
    ],
    ignores: [
      'src/components/antd-scope/antd-scope.tsx',
      'src/components/toast-host/toast-host.tsx',
      'src/components/shell/main-tour.tsx',
      'src/components/shell/notices/notice-dialogs.tsx',
      'src/components/shell/sidebar/upgrade-dialog.tsx',
      'src/components/shell/trays/tray-cards.tsx',
      'src/components/shell/whats-new/whats-new-dialog.tsx',
      'src/routes/company/invalid-email-dialog.tsx',
      'src/routes/organization/{person-roles-dialog,new-group-modal,invite-people-modal}.tsx',
      'src/routes/company/group-settings.tsx',
      'src/routes/program/distribution/settings-dialog.tsx',
      'src/components/confirm/type-to-delete-dialog.tsx',
      'src/routes/banners/{banner-wizard,banner-details-step,product-codes-step,review-step,color-swatches,banner-changes-drawer,banner-delete-dialog}.tsx',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[importKind!='type'][source.value=/^antd(\\/|$)/]",
          message: 'The shell and the landing page load no antd: draw it with src/components/plain, or load the antd part with lazyAntd.',
        },
        {
          selector: 'ImportDeclaration[source.value=/^@ant-design\\/icons(\\/|$)/]',
          message: "Icons come from src/components/plain/plain-icons: antd's AntdIcon runtime stays off the first download.",
        },
      ],
    },
  },
  // The server's generic layer never imports a resource: resources plug into it.
  {
    files: SERVER_GENERIC.map((folder) => `server/src/${folder}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SERVER_RESOURCES.flatMap((resource) => [`../${resource}/**`, `../../${resource}/**`, `../../../${resource}/**`]),
              message: 'The generic layer does not import a resource.',
            },
          ],
        },
      ],
    },
  },
);
