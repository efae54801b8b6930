import { SectionPage } from '#app/features/admin/shell/dashboard/section-page.tsx';
import { sectionMeta } from '#app/features/admin/shell/dashboard/section-meta.ts';
import { MessagesCard } from '#app/features/admin/messages/messages-card.tsx';

export const meta = sectionMeta('messages');

export default function AdminMessagesRoute() {
  return (
    <SectionPage id="messages">
      <MessagesCard />
    </SectionPage>
  );
}
