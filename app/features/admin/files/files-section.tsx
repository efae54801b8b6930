import { BundleGuideCard } from '../guide/bundle-guide-card.tsx';
import { SingleGuideCard } from '../guide/single-guide-card.tsx';
import { ImagesCard } from '../images/images-card.tsx';

/** The uploaded files: the guide PDF first, the (disabled) bundle under it, then the images. */
export function FilesSection() {
  return (
    <div className="flex flex-col gap-6">
      <SingleGuideCard />
      <BundleGuideCard />
      <ImagesCard />
    </div>
  );
}
