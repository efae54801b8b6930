import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The modules of a feature (`app/features/<feature>/`) that other features may import; the
 * rest of a feature is its own. The surface is this list rather than an `index.ts` barrel:
 * imports stay direct (house style), a `.server.ts` action never shares an entry with browser
 * code, and a lazy `import()` names the very module it splits off, so no re-export can pull a
 * lazy module into a page's first scripts. Route modules, `app/root.tsx` and the rest of `app/`
 * may import any feature file. Sub-folders belong to their feature (`admin` is one feature).
 */
const publicModules = {
  'ad-blocker': ['ad-blocker-notice.tsx'],
  chat: ['chat-widget.tsx'],
  checkout: ['checkout-draft.ts'],
  contact: ['contact-box.tsx', 'contact-action.server.ts'],
  'exit-intent': ['exit-intent-popup.tsx', 'inline-sign-up.tsx'],
  'long-form': ['cta-box.tsx'],
  newsletter: ['newsletter-box.tsx', 'subscription-form.ts', 'subscribe-action.server.ts'],
  'social-proof': ['proof-view.server.ts', 'proof-summary.tsx', 'quote-figure.tsx'],
  theme: ['theme-provider.tsx', 'theme-scopes.ts', 'theme-toggle.tsx'],
  widgets: ['widget-timings.ts'],
};

const featuresFolder = `${import.meta.dirname}/app/features`;
const features = readdirSync(featuresFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Relative to `app/features`, as the zones' `except` wants them. */
const publicPaths = Object.entries(publicModules).flatMap(([feature, files]) =>
  files.map((file) => {
    // A renamed or moved module would otherwise close its feature without a word.
    if (!existsSync(`${featuresFolder}/${feature}/${file}`)) {
      throw new Error(`publicModules names a missing module: ${feature}/${file}`);
    }
    return `./${feature}/${file}`;
  }),
);

/**
 * The back office's sections (`app/features/admin/<section>/`) are features of their own: a
 * section imports its own files, the kit (`kit/`, what every section uses) and the modules
 * listed here of another section, the ones it really composes. The kit imports no section
 * and not the shell; the shell (`shell/`: frame, sign-in, navigation) renders the sections.
 * A test may also render the shell, and a kit test the sections that use its module. See
 * docs/decisions/099.
 */
const adminSectionPublicModules = {
  checklist: ['launch-checklist.tsx'],
  'content-settings': ['content-settings-copy.ts', 'settings-api.ts'],
  discounts: ['discounts-copy.ts'],
  files: ['files-section.tsx'],
  guide: ['single-guide-card.tsx'],
  images: ['images-api.ts', 'images-card.tsx'],
  mail: ['mail-copy.ts', 'relay-hold-notice.tsx'],
  orders: ['order-list.tsx', 'order-search-params.ts', 'order-status.tsx'],
  security: ['audit-log.tsx'],
};

function adminZones({ testFile }) {
  const admin = `${featuresFolder}/admin`;
  const sections = readdirSync(admin, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['kit', 'shell'].includes(entry.name))
    .map((entry) => entry.name);
  const listed = Object.entries(adminSectionPublicModules).flatMap(([section, files]) =>
    files.map((file) => {
      if (!existsSync(`${admin}/${section}/${file}`)) {
        throw new Error(`adminSectionPublicModules names a missing module: ${section}/${file}`);
      }
      return `./${section}/${file}`;
    }),
  );
  const sectionZones = sections.map((section) => ({
    target: `./app/features/admin/${section}`,
    from: './app/features/admin',
    except: [`./${section}`, './kit', ...listed, ...(testFile ? ['./shell'] : [])],
    message:
      'A back-office section imports its own files, the kit, and other sections only through adminSectionPublicModules (eslint.config.js).',
  }));
  const kitZone = {
    target: './app/features/admin/kit',
    from: './app/features/admin',
    except: ['./kit'],
    message: 'The back-office kit serves every section: it imports no section and not the shell.',
  };
  return [...sectionZones, ...(testFile ? [] : [kitZone])];
}

/**
 * Where imports may not go. Tests (`testFile`) may render the route or shell a feature serves.
 */
function importZones({ testFile }) {
  const featureZones = features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`, ...publicPaths],
    message:
      'Another feature is reached only through its public modules (publicModules in eslint.config.js).',
  }));
  const shellZone = {
    target: './app/features',
    from: ['./app/routes', './app/routes.ts', './app/root.tsx'],
    message: 'Features are used by the routes and the shell, never the other way round.',
  };
  return [
    // Layers: the browser app never reaches into the server, the server never into the app,
    // and shared code and content depend on neither.
    { target: './app', from: './server', message: 'The browser app must not import server code.' },
    {
      target: './server',
      from: './app',
      // The server's own pages are rendered from the site's components (app/server-pages).
      except: ['./server-pages'],
      message: 'Server code must not import the React app, save the pages it renders itself.',
    },
    {
      target: ['./shared', './content'],
      from: ['./app', './server'],
      message: 'Shared code depends on neither side.',
    },
    {
      target: './content',
      from: './shared',
      message: 'Content is what the pages say; it depends on nothing of ours.',
    },
    ...featureZones,
    ...adminZones({ testFile }),
    ...(testFile ? [] : [shellZone]),
  ];
}

const queriesGo =
  'Queries live in a *-repository.ts module or server/db/: call a repository function and pass it the db (or the tx of inTransaction from #server/db/transaction.ts).';

// A database handle by the names the code gives one: db, tx, analyticsDb, ctx.db, this.db.
const databaseHandle =
  ':matches([object.name=/^(db|tx)$|[a-z](Db|Tx)$/], [object.property.name="db"])';
const queryBuilders =
  'select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|batch|with|\\$with|\\$count|refreshMaterializedView';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'data/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // React Router's idiom for a 404 from a loader is `throw data(null, { status: 404 })`.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: 'react-router', name: 'DataWithResponseInit' }] },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: importZones({ testFile: false }) }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
  },
  {
    files: ['app/features/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones({ testFile: true }) }],
    },
  },
  {
    // Only the data layer knows the ORM: services and routes call repository functions.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*-repository.ts', 'server/db/**', 'server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', message: queriesGo },
            // Its types (enum unions, row shapes) are the domain's words; its tables are queries.
            {
              regex: '(^|/)db/(analytics-)?schema(\\.ts)?$',
              allowTypeImports: true,
              message: queriesGo,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee[property.name=/^(${queryBuilders})$/]${databaseHandle}`,
          message: queriesGo,
        },
        {
          selector: `MemberExpression[property.name="query"]${databaseHandle}`,
          message: queriesGo,
        },
      ],
    },
  },
  {
    // Islands run on pages without React (docs/decisions/079): plain DOM code only. zod
    // probes `eval`, which the pages' CSP refuses.
    files: ['app/islands/**/*.ts', 'app/**/*-island.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-router|zod|lucide-react|sonner)(/|$)',
              allowTypeImports: true,
              message: 'An island is plain DOM code: it loads on pages without React.',
            },
            {
              regex: '\\.tsx$',
              allowTypeImports: true,
              message: 'An island imports no React component.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
