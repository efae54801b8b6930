import { SingleGuideCard } from '../guide/single-guide-card.tsx';
import { ImagesCard } from '../images/images-card.tsx';

/** The uploaded files: the guide PDF first, then the images. */
export function FilesSection() {
  return (
    <div className="flex flex-col gap-6">
      <SingleGuideCard />
      <ImagesCard />
    </div>
  );
}
