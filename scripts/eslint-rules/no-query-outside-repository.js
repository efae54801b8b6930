import { ESLintUtils } from '@typescript-eslint/utils';

/**
 * Queries live in `*-repository.ts` modules and `server/db/` (where the config applies this
 * rule decides). A query starts with a builder called on a Drizzle database or transaction, so
 * the rule follows the handle's TYPE, whatever the variable is called: `server/db/database.ts`'s
 * `Database`, the `tx` of `inTransaction`, or any of Drizzle's own handles, all of which are
 * (or extend) `PgDatabase`.
 */
export const queriesGo =
  'Queries live in a *-repository.ts module or server/db/: call a repository function and pass it the db (or the tx of inTransaction from #server/db/transaction.ts).';

const queryBuilders = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'batch',
  'with',
  '$with',
  '$count',
  'refreshMaterializedView',
]);

/** `db.query.orders.findMany()`: the relational query API is a property, not a call. */
const queryProperty = 'query';

const handleClasses = new Set(['PgDatabase', 'PgTransaction']);

/** @param {import('typescript').Symbol | undefined} symbol */
function isDrizzleClass(symbol) {
  return (
    symbol !== undefined &&
    handleClasses.has(symbol.getName()) &&
    (symbol.getDeclarations() ?? []).some((declaration) =>
      declaration.getSourceFile().fileName.includes('/drizzle-orm/'),
    )
  );
}

/**
 * @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Type} type
 */
function isDatabaseHandle(checker, type) {
  if (type.isUnionOrIntersection()) {
    return type.types.some((member) => isDatabaseHandle(checker, member));
  }
  const seen = new Set();
  const pending = [type];
  while (pending.length > 0) {
    const next = pending.pop();
    // A generic class instance (`PgDatabase<...>`) is a reference to its class's type.
    const classType = next && 'target' in next ? next.target : next;
    if (!classType || seen.has(classType)) continue;
    seen.add(classType);
    if (isDrizzleClass(classType.getSymbol())) return true;
    if (classType.isClassOrInterface()) pending.push(...(checker.getBaseTypes(classType) ?? []));
  }
  return false;
}

const createRule = ESLintUtils.RuleCreator(
  (name) => `docs/decisions/098-lint-holds-the-map.md#${name}`,
);

export const noQueryOutsideRepository = createRule({
  name: 'no-query-outside-repository',
  meta: {
    type: 'problem',
    docs: {
      description: 'Query builders are called on a database or transaction only in repositories',
    },
    messages: {
      query: queriesGo,
    },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const services = ESLintUtils.getParserServices(context);
    const checker = services.program.getTypeChecker();
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const name = node.property.name;
        const isBuilderCall =
          queryBuilders.has(name) &&
          node.parent.type === 'CallExpression' &&
          node.parent.callee === node;
        if (!isBuilderCall && name !== queryProperty) return;
        if (isDatabaseHandle(checker, services.getTypeAtLocation(node.object))) {
          context.report({ node, messageId: 'query' });
        }
      },
    };
  },
});
