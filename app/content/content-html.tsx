import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '#app/lib/cn.ts';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * HTML rendered from our own Markdown on the server. Links to our pages navigate
 * in the browser like any other link of the app, instead of reloading the page.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only upgrades the links inside; they work without it.
    <div
      className={cn('content-html', className)}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
