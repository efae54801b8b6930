import { Library } from 'lucide-react';
import { useId } from 'react';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { Card, CardContent, IconCardHeader } from '#app/components/ui/card.tsx';
import { libraryCopy } from '#content/library.ts';
import { pageLinks } from '#content/page-links.ts';

const copy = libraryCopy.resultCard;

/**
 * The way back to the guide after the mailed link ends: the buyer's library. A plain link, not
 * a client-side navigation: the library's data must be asked for at /library itself, where its
 * cookie (Path=/library) goes.
 */
export function LibraryCard() {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <IconCardHeader icon={Library} title={copy.title} titleId={titleId} description={copy.text} />
      <CardContent>
        <a href={pageLinks.library.path} className={buttonVariants({ variant: 'outline' })}>
          {copy.link}
        </a>
      </CardContent>
    </Card>
  );
}
