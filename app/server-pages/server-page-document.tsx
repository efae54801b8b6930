import type { ReactNode } from 'react';
import { Card } from '#app/components/ui/card.tsx';
import { BrandMark, brandLinkClass } from '#app/components/layout/brand-mark.tsx';
import { themeScript } from '#app/components/theme/theme-script.ts';

export interface ServerPageDocumentProps {
  /** The whole title, as the tab shows it. */
  title: string;
  /** The site's public stylesheets, as its React Router pages link them. */
  stylesheets: readonly string[];
  /** Seconds and URL of a `<meta http-equiv="refresh">`: a script-free way to start a download. */
  refresh?: { seconds: number; url: string };
  /** A small inline script of the page's own that only helps: the page works without it. */
  script?: string;
  /** The brand's name, linking home, as the site header shows it. */
  brand: string;
  children: ReactNode;
}

/**
 * Every inline script the document writes, in order: the theme script, so a stored or system
 * dark theme paints before anything (no flash), then the page's own. The server allows each
 * by its hash and no other script.
 */
export function serverPageScripts(script: string | undefined): string[] {
  return script === undefined ? [themeScript] : [themeScript, script];
}

/**
 * A page the server answers itself (a download, a mail's link, an error): the site's
 * stylesheet, header bar and card, and no application code. It prints without the frame.
 */
export function ServerPageDocument(props: ServerPageDocumentProps) {
  const { title, stylesheets, refresh, script, brand, children } = props;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refresh && <meta httpEquiv="refresh" content={`${refresh.seconds}; url=${refresh.url}`} />}
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body>
        <header className="border-b print:hidden">
          <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
            <a href="/" className={brandLinkClass}>
              <BrandMark />
              {brand}
            </a>
          </div>
        </header>
        <main
          id="main"
          className="mx-auto my-6 max-w-xl px-4 sm:my-12 print:m-0 print:max-w-none print:p-0"
        >
          <Card className="px-5 py-6 sm:p-8 print:border-0 print:p-0 print:shadow-none">
            {children}
          </Card>
        </main>
        {script !== undefined && <script dangerouslySetInnerHTML={{ __html: script }} />}
      </body>
    </html>
  );
}
