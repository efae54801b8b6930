import { BundleGuideCard } from '../guide/bundle-guide-card.tsx';
import { SingleGuideCard } from '../guide/single-guide-card.tsx';
import { ContentSettingsCard } from '../content-settings/content-settings-card.tsx';
import { ImagesCard } from '../images/images-card.tsx';
import { MessagesCard } from '../messages/messages-card.tsx';
import { OrdersSection } from '../orders/orders-section.tsx';
import { SecurityCard } from '../security/security-card.tsx';
import { SubscribersCard } from '../subscribers/subscribers-card.tsx';

/** The management cards, one under another; the guide, image and content cards join this list. */
export function ManagementTab() {
  return (
    <div className="flex flex-col gap-6">
      <SingleGuideCard />
      <BundleGuideCard />
      <ImagesCard />
      <ContentSettingsCard />
      <OrdersSection />
      <MessagesCard />
      <SubscribersCard />
      <SecurityCard />
    </div>
  );
}
