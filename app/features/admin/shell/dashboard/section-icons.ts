import {
  ChartColumn,
  FileText,
  FolderOpen,
  Inbox,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Megaphone,
  Receipt,
  ShieldCheck,
  Star,
  TicketPercent,
  Users,
} from 'lucide-react';
import type { AdminSectionId } from '#shared/admin-sections.ts';

/** Each section's icon in the navigation and beside its heading. */
export const sectionIcons: Readonly<Record<AdminSectionId, LucideIcon>> = {
  overview: LayoutDashboard,
  analytics: ChartColumn,
  orders: Receipt,
  discounts: TicketPercent,
  customers: Users,
  subscribers: Mail,
  mail: Megaphone,
  messages: Inbox,
  reviews: Star,
  content: FileText,
  files: FolderOpen,
  team: ShieldCheck,
  account: KeyRound,
};
