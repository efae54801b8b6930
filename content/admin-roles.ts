/**
 * Admin roles: their names, what each may do, and the Team section's role controls. Here, not
 * beside the section, because the invitation mail (server/auth/auth-mail.ts) names the role too.
 */
export const rolesCopy = {
  names: { owner: 'Owner', editor: 'Editor', support: 'Support' },
  abilities: {
    owner:
      'everything: orders, customers, messages, subscribers, the site content, files, analytics and the team',
    editor:
      'the site’s pages: writing, scheduling and publishing posts, state guides and pages, and their authors and reviewers',
    support: 'the daily work with buyers: orders, customers, messages and the subscribers list',
  },
  /** Under the grant form's role: "Can do everything: ...". */
  abilityHint: 'Can do {{abilities}}.',
  grantRole: 'Role',
  roleLabel: 'Role of {{email}}',
  changeRole: 'Change role',
  changingRole: 'Changing...',
} as const;
