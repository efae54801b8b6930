import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeCopy as joinHomeCopy } from './home-copy.ts';
import { notices } from '#content/notices.ts';
import { collectToasts, mountIsland } from '#tests/island-page.tsx';
import { ShareButtons } from './share-buttons.tsx';
import { seededBlocks } from '#tests/seeded-pages.ts';

const homeBlocks = seededBlocks('home');
const homeCopy = joinHomeCopy(homeBlocks);

const url = 'https://childsupportdefense.example/';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

/** The toasts the page is asked to show, as the toaster would receive them. */
async function mountShareButtons() {
  await mountIsland(<ShareButtons url={url} copy={homeCopy.hero} />, 'copy-link');
  return screen.getByRole('button', { name: homeCopy.hero.share.copyLink });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButtons', () => {
  it('links to each network’s own share page with the page address', async () => {
    await mountShareButtons();
    const encoded = encodeURIComponent(url);
    expect(screen.getByRole('link', { name: homeCopy.hero.share.facebook })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(
      screen.getByRole('link', { name: homeCopy.hero.share.linkedin }).getAttribute('href'),
    ).toContain(encoded);
    expect(
      screen.getByRole('link', { name: homeCopy.hero.share.twitter }).getAttribute('href'),
    ).toContain(encoded);
    expect(
      screen.getByRole('link', { name: homeCopy.hero.share.email }).getAttribute('href'),
    ).toMatch(/^mailto:\?subject=/);
  });

  it('copies the link and says so', async () => {
    // userEvent installs its own clipboard on setup; ours replaces it afterwards.
    const user = userEvent.setup();
    const clipboard = stubClipboard(() => Promise.resolve());
    const toasts = collectToasts();
    await user.click(await mountShareButtons());
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        {
          message: notices.linkCopied.title,
          description: notices.linkCopied.description,
          kind: 'success',
        },
      ]),
    );
    expect(clipboard.writeText).toHaveBeenCalledWith(url);
  });

  it('shows the error notice when the clipboard refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('denied')));
    const toasts = collectToasts();
    await user.click(await mountShareButtons());
    await vi.waitFor(() =>
      expect(toasts).toEqual([
        {
          message: notices.copyLinkFailed.title,
          description: notices.copyLinkFailed.description,
          kind: 'error',
        },
      ]),
    );
    expect(logged).toHaveBeenCalled();
  });
});
