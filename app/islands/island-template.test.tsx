import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverMarkup } from '#tests/island-page.tsx';
import { cloneTemplate } from './clone-template.ts';
import { IslandTemplate } from './island-template.tsx';

const template = (
  <IslandTemplate name="greeting">
    <p className="text-sm">Hello</p>
  </IslandTemplate>
);

describe('IslandTemplate', () => {
  it('is sent by the server with its markup, which an island clones as often as it needs', () => {
    document.body.innerHTML = serverMarkup(template);
    const first = cloneTemplate(document.body, 'greeting')?.querySelector('p');
    const second = cloneTemplate(document.body, 'greeting')?.querySelector('p');
    expect(first?.outerHTML).toBe('<p class="text-sm">Hello</p>');
    expect(second).not.toBe(first);
    // The content is not part of the page itself: nothing shows, no id is there twice.
    expect(document.body).not.toHaveTextContent('Hello');
    expect(cloneTemplate(document.body, 'farewell')).toBeUndefined();
  });

  it('leaves the content alone in the browser, where a hydrating React cannot draw it', () => {
    expect(renderToStaticMarkup(template)).toBe('<template data-template="greeting"></template>');
  });
});
