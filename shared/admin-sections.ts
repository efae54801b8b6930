import { adminPath } from '#content/page-links.ts';
import type { AdminRole } from './contracts/auth.ts';

/**
 * The back office's sections, in navigation order: each has its own address under the admin
 * path and the roles that may open it. The navigation, the route config, the launch
 * checklist's links and the API's role checks all read this list.
 */
export const adminSectionIds = [
  'overview',
  'analytics',
  'orders',
  'discounts',
  'customers',
  'subscribers',
  'mail',
  'messages',
  'reviews',
  'posts',
  'state-guides',
  'pages',
  'people',
  'content',
  'files',
  'team',
  'system',
  'account',
] as const;
export type AdminSectionId = (typeof adminSectionIds)[number];

/** The seed's two tabs live on as the groups the sections sit in. */
export type AdminSectionGroup = 'analytics' | 'management' | 'publishing';

export interface AdminSection {
  id: AdminSectionId;
  /** The section's address; Overview is the admin path itself. */
  path: string;
  group: AdminSectionGroup;
  access: readonly AdminRole[];
}

/** Access for the daily work with buyers, and for what only owners may (sections and API routes). */
export const everyone: readonly AdminRole[] = ['owner', 'support'];
export const owners: readonly AdminRole[] = ['owner'];
/** Who writes and publishes the site's pages: editors do nothing else; support cannot. */
export const publishers: readonly AdminRole[] = ['owner', 'editor'];
/** What every signed-in admin may use: their own account. */
export const allAdmins: readonly AdminRole[] = ['owner', 'support', 'editor'];
/**
 * Who may download an export (every path of `adminExports`): owners alone (decision 087). A
 * file of the shop's records about people leaves the back office's role checks once
 * downloaded; support reads the same records one at a time on screen.
 */
export const exportAccess = owners;
/** Support moderates the buyers' reviews; the seller's own testimonials are the owners' words. */
export const testimonialsAccess = owners;

function section(id: AdminSectionId, group: AdminSectionGroup, access: readonly AdminRole[]) {
  return { id, path: id === 'overview' ? adminPath : `${adminPath}/${id}`, group, access };
}

export const adminSections: Readonly<Record<AdminSectionId, AdminSection>> = {
  overview: section('overview', 'analytics', owners),
  analytics: section('analytics', 'analytics', owners),
  orders: section('orders', 'management', everyone),
  // Codes change what buyers pay: the owners' alone.
  discounts: section('discounts', 'management', owners),
  customers: section('customers', 'management', everyone),
  subscribers: section('subscribers', 'management', everyone),
  // Broadcasts reach every subscriber and buyer at once: only owners write to them.
  mail: section('mail', 'management', owners),
  messages: section('messages', 'management', everyone),
  reviews: section('reviews', 'management', everyone),
  posts: section('posts', 'publishing', publishers),
  'state-guides': section('state-guides', 'publishing', publishers),
  pages: section('pages', 'publishing', publishers),
  people: section('people', 'publishing', publishers),
  content: section('content', 'management', owners),
  files: section('files', 'management', owners),
  team: section('team', 'management', owners),
  // Backups, mail and instances: what keeps the shop running is the owners' to watch.
  system: section('system', 'management', owners),
  // Each admin's own password and sale alerts: support cannot open Team, so they live here.
  account: section('account', 'management', allAdmins),
};

export function mayExport(role: AdminRole): boolean {
  return exportAccess.includes(role);
}

export function canOpenSection(role: AdminRole, id: AdminSectionId): boolean {
  return adminSections[id].access.includes(role);
}

/** Where an admin lands at the admin path: Overview for an owner, Orders for support, Posts for an editor. */
export function landingSection(role: AdminRole): AdminSection {
  const id = adminSectionIds.find((candidate) => canOpenSection(role, candidate)) ?? 'orders';
  return adminSections[id];
}

/** An order's own address: the Orders section with its detail open. */
export function adminOrderPath(orderId: string): string {
  return `${adminSections.orders.path}/${encodeURIComponent(orderId)}`;
}

/** A message's own address in the Messages section. */
export function adminMessagePath(messageId: number): string {
  return `${adminSections.messages.path}/${String(messageId)}`;
}

/** A buyer's review's own address in the Reviews section. */
export function adminReviewPath(reviewId: number): string {
  return `${adminSections.reviews.path}/${String(reviewId)}`;
}

/** A buyer's page in the Customers section, named by their address. */
export function adminCustomerPath(email: string): string {
  return `${adminSections.customers.path}/${encodeURIComponent(email)}`;
}

/**
 * The Mail section's views, each at its own address: the broadcasts list is the section's
 * path, a broadcast its id, the rest a name.
 */
export const adminMailViews = {
  newBroadcast: 'new',
  automations: 'automations',
  suppressed: 'suppressed',
} as const;

/** A Mail view's address: one of `adminMailViews`, or a broadcast's id. */
export function adminMailPath(view?: string | number): string {
  return view === undefined
    ? adminSections.mail.path
    : `${adminSections.mail.path}/${encodeURIComponent(String(view))}`;
}
