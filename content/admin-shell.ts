/**
 * The back office before and around its sections: the line shown while the session is checked, the
 * dashboard's title and each section's name. Here, not beside the shell, because the server's page
 * tests read them too.
 */
export const checkingCopy = 'Checking authentication...' as const;

export const dashboardCopy = {
  title: 'Admin Dashboard',
  signedInAs: 'Signed in as',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
} as const;

/** The navigation: each section's name, and the groups they sit in (the seed's two tabs). */
export const sectionsCopy = {
  overview: 'Overview',
  analytics: 'Analytics',
  orders: 'Orders',
  discounts: 'Discounts',
  customers: 'Customers',
  subscribers: 'Subscribers',
  mail: 'Mail',
  messages: 'Messages',
  reviews: 'Reviews',
  posts: 'Posts',
  'state-guides': 'State guides',
  pages: 'Pages',
  people: 'People',
  content: 'Content',
  files: 'Files',
  team: 'Team and security',
  system: 'System',
  account: 'Your account',
} as const;
