import { existsSync, readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { localRules, queriesGo } from './scripts/eslint-rules/index.js';

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
  checkout: ['checkout-draft-store.ts'],
  contact: ['contact-box.tsx', 'contact-action.server.ts'],
  'exit-intent': ['exit-intent-popup.tsx', 'inline-sign-up.tsx'],
  'long-form': ['cta-box.tsx'],
  newsletter: ['newsletter-box.tsx', 'subscription-form.ts', 'subscribe-action.server.ts'],
  'social-proof': ['proof-view.server.ts', 'proof-summary.tsx', 'quote-figure.tsx'],
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
 * The modules of a server folder (`server/<folder>/`) that other server folders may import, as
 * `publicModules` is for `app/features`; `'*'` opens a whole folder (the infrastructure kits).
 * Files straight under `server/` (the shell: app.ts, features.ts, start.ts, context.ts, ...)
 * may import any module, and any server folder may import them.
 */
const serverPublicModules = {
  analytics: [
    'dashboard/dashboard-figures.ts',
    'dashboard/dashboard-repository.ts',
    'person-export-repository.ts',
    'storage/analytics-store-repository.ts',
    'visits-repository.ts',
  ],
  audit: ['audit-actor.ts', 'audit-repository.ts', 'person-erasure-repository.ts'],
  auth: [
    'admin-visitor.ts',
    'auth-token-repository.ts',
    'device-cookie.ts',
    'password-strength.ts',
    'passwords.ts',
    'sale-alert-settings-repository.ts',
    'second-factor-status.ts',
    'secret-token.ts',
    'session-cookie.ts',
    'session-repository.ts',
    'session-service.ts',
    'sign-in-limits.ts',
    'token-cookie.ts',
    'trusted-devices.ts',
    'user-parts-repository.ts',
    'user-repository.ts',
    'weekly-report-settings-repository.ts',
  ],
  // Overview, the System section and the owners' alerts read the last backups and the schedule.
  backups: [
    'backup-overdue.ts',
    'backup-runs-repository.ts',
    'backup-schedule-state-repository.ts',
  ],
  brand: ['brand-style.ts'],
  broadcasts: [
    'archived-issues-repository.ts',
    // Publishing turns a post into a broadcast draft through the service's createBroadcast.
    'broadcasts-service.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
  ],
  config: '*',
  contact: [
    'contact-form-action.ts',
    'contact-service.ts',
    'inbox-repository.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
  ],
  customers: ['customer-ledger.ts', 'customers-repository.ts', 'person-erasure-repository.ts'],
  db: '*',
  delivery: [
    'delivery-resend.ts',
    'download-tokens.ts',
    'guide-source.ts',
    'library-downloads-repository.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
    'stamped-copies-repository.ts',
  ],
  'discount-codes': ['checkout-discount.ts', 'discount-pricing.ts', 'discount-quote.ts'],
  'guide-files': ['guide-files-repository.ts', 'guide-sale.ts'],
  http: '*',
  library: [
    'library-form-action.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
  ],
  mail: '*',
  'mail-audience': [
    'audience-repository.ts',
    'mail-address-repository.ts',
    'news-links.ts',
    'news-opt-out-repository.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
    'suppression-repository.ts',
    'topic-opt-out-repository.ts',
  ],
  'mail-automations': [
    'automation-sends-repository.ts',
    'automation-settings.ts',
    'automation-text.ts',
    'person-erasure-repository.ts',
  ],
  media: ['content-image-index.ts'],
  newsletter: [
    'newsletter-mail.ts',
    'newsletter-service.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
    'subscribe-form-action.ts',
    'subscriber-repository.ts',
  ],
  orders: [
    'order-parts-repository.ts',
    'orders.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
  ],
  overview: ['overview-periods.ts'],
  'pdf-worker': ['pdf-tasks.ts', 'pdf-worker-pool.ts'],
  privacy: ['privacy-export-download.ts', 'privacy-export-service.ts'],
  publishing: ['published-content-source.ts', 'review-due-service.ts'],
  purchase: ['checkout-form-action.ts', 'person-erasure-repository.ts'],
  receipts: ['receipt-facts.ts', 'receipt-url.ts'],
  revenue: ['revenue.ts'],
  'review-moderation': [
    'pending-review.ts',
    'person-erasure-repository.ts',
    'person-export-repository.ts',
    'shown-reviews-repository.ts',
  ],
  'review-requests': [
    'person-erasure-repository.ts',
    'person-export-repository.ts',
    'review-form-action.ts',
  ],
  'sale-alerts': ['queue-sale-alerts.ts'],
  'site-settings': ['product.ts', 'site-info.ts', 'site-settings.ts', 'tax-decision.ts'],
  system: ['database-size-repository.ts'],
};

/**
 * Who queries each table (issue 37): outside its owner folder a table's value may not be
 * imported from the schema (`local/table-owner`); its type may. Every table of
 * `server/db/schema.ts` and `analytics-schema.ts` has one owner (checked below).
 */
const tableOwners = {
  orders: ['orders'],
  customers: ['customers'],
  'discount-codes': ['discountCodes'],
  purchase: ['webhookEvents', 'testPaymentSessions'],
  delivery: ['downloadTokens', 'downloadEvents', 'stampedCopies', 'stampedCopyChunks'],
  library: ['libraryLinks', 'librarySessions'],
  mail: ['outbox', 'mailRelayState'],
  'mail-audience': ['mailAddresses', 'mailOptOuts'],
  newsletter: ['subscribers'],
  contact: ['contactMessages'],
  'review-moderation': ['reviews', 'testimonials'],
  'review-requests': ['reviewRequests'],
  broadcasts: ['broadcasts'],
  'mail-automations': ['automationSends', 'mailAutomations'],
  http: ['rateLimits'],
  auth: [
    'users',
    'sessions',
    'authTokens',
    'adminPasskeys',
    'adminTotp',
    'adminRecoveryCodes',
    'authChallenges',
    'teamPolicy',
  ],
  audit: ['auditLog'],
  'guide-files': ['guideFiles', 'guideFileChunks'],
  media: ['mediaImages'],
  'site-settings': ['siteSettingsRows', 'settingsPreviews'],
  publishing: [
    'publishingEntries',
    'publishingRevisions',
    'publishingRedirects',
    'publishingPeople',
    'publishingReviews',
  ],
  backups: ['backupRuns', 'backupSchedule'],
  system: ['instanceHeartbeats', 'healthIncidents'],
  analytics: tablesOf('analytics-schema.ts'),
};

/** The tables a schema module declares (`export const x = pgTable(`). */
function tablesOf(schemaFile) {
  const text = readFileSync(`${import.meta.dirname}/server/db/${schemaFile}`, 'utf8');
  return [...text.matchAll(/^export const (\w+) = pgTable\(/gm)].map((match) => match[1]);
}

/** Table → owner folder, as `local/table-owner` takes it. */
const ownerOfTable = Object.fromEntries(
  Object.entries(tableOwners).flatMap(([owner, tables]) => tables.map((table) => [table, owner])),
);
for (const table of [...tablesOf('schema.ts'), ...tablesOf('analytics-schema.ts')]) {
  // A new table without an owner would be open to every folder without a word.
  if (!(table in ownerOfTable)) throw new Error(`tableOwners names no owner for ${table}`);
}

const serverFolder = `${import.meta.dirname}/server`;
const serverFolders = readdirSync(serverFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverShellFiles = readdirSync(serverFolder, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `./${entry.name}`);

/** Relative to `server`, as the zones' `except` wants them. */
const serverPublicPaths = Object.entries(serverPublicModules).flatMap(([folder, files]) =>
  (files === '*' ? [''] : files).map((file) => {
    const path = `${folder}/${file}`;
    if (!existsSync(`${serverFolder}/${path}`)) {
      throw new Error(`serverPublicModules names a missing module: ${path}`);
    }
    return `./${path}`;
  }),
);

/** The app's shared code: what features and the shell build on. */
const sharedAppFolders = [
  'components',
  'lib',
  'islands',
  'server-pages',
  'seo',
  'content',
  'tracker',
];

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
  orders: ['order-amount.tsx', 'order-list.tsx', 'order-search-params.ts', 'order-status.tsx'],
  publishing: ['entry-links.ts'],
  'second-factor': ['second-factor-card.tsx', 'team-second-factor.tsx', 'reset-second-factor.tsx'],
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
  const serverZones = serverFolders.map((folder) => ({
    target: `./server/${folder}`,
    from: './server',
    except: [`./${folder}`, ...serverShellFiles, ...serverPublicPaths],
    message:
      'Another server folder is reached only through its public modules (serverPublicModules in eslint.config.js).',
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
    {
      // The composition (which islands exist, which widgets a frame carries) is the shell's.
      target: sharedAppFolders.map((folder) => `./app/${folder}`),
      from: './app/features',
      message:
        'Shared code never imports a feature: the shell (app/root.tsx, app/island-registry.ts) composes them.',
    },
    ...featureZones,
    ...adminZones({ testFile }),
    ...(testFile ? [] : [shellZone, ...serverZones]),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'data/',
      'test-results/',
      'playwright-report/',
      // Deliberately wrong, linted by scripts/eslint-rules/lint-rules.test.ts as a root of its own.
      'tests/lint-fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: localRules },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: importZones({ testFile: false }) }],
    },
    settings: {
      // Without extensions and a parser for .ts/.tsx the plugin reads no module of ours, and
      // no-cycle sees no import at all (the settings of import-x's own typescript config).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
  },
  {
    files: ['app/features/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}'],
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
      // Follows the handle's type (Database, a transaction, any Drizzle handle), not its name.
      'local/no-query-outside-repository': 'error',
    },
  },
  // Analytics in three parts (docs/decisions/103): ingestion and the dashboard each lean on
  // storage, never on each other, so the tracker's path and the back office's reads change apart.
  ...Object.entries({
    ingestion: ['dashboard'],
    dashboard: ['ingestion'],
    storage: ['ingestion', 'dashboard'],
  }).map(([part, others]) => ({
    files: [`server/analytics/${part}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)analytics/(${others.join('|')})/|^\\.\\./(${others.join('|')})/`,
              message: `Analytics ${part} imports nothing of ${others.join(' or ')}: ingestion and the dashboard lean on storage, never on each other.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/**/*.test.{ts,tsx}'],
    rules: { 'local/table-owner': ['error', { owners: ownerOfTable }] },
  },
  {
    // Islands run on pages without React (docs/decisions/079): plain DOM code only. zod
    // probes `eval`, which the pages' CSP refuses.
    files: [
      'app/islands/**/*.ts',
      'app/**/*-island.ts',
      'app/islands-entry.ts',
      'app/island-registry.ts',
    ],
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
