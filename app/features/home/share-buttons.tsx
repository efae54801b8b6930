import { Link2 } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import type { HomeContent } from './home-data.server.ts';

type ShareCopy = Pick<HomeContent['hero'], 'shareLabel' | 'shareText' | 'share'>;

function shareLinks(url: string, copy: ShareCopy) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(copy.shareText);
  return [
    { label: copy.share.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: copy.share.twitter, href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    {
      label: copy.share.linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ];
}

/**
 * Share links open the network's own page; nothing of theirs loads here. The copy button is
 * an island (copy-link-island.ts): it copies the address it carries.
 */
export function ShareButtons({ url, copy }: { url: string; copy: ShareCopy }) {
  const linkClass =
    'inline-flex h-9 items-center gap-1.5 rounded-md border bg-background px-3 text-sm font-medium hover:bg-accent';
  return (
    <div className="mt-8">
      <p className="text-sm text-muted-foreground">{copy.shareLabel}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {shareLinks(url, copy).map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <a
            href={`mailto:?subject=${encodeURIComponent(copy.shareText)}&body=${encodeURIComponent(url)}`}
            className={linkClass}
          >
            {copy.share.email}
          </a>
        </li>
        <li>
          <Button
            type="button"
            variant="outline"
            size="sm"
            data-island="copy-link"
            data-share-url={url}
          >
            <Link2 className="size-4" aria-hidden />
            {copy.share.copyLink}
          </Button>
        </li>
      </ul>
    </div>
  );
}
