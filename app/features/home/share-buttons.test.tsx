import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeCopy } from '#content/home.ts';
import { notices } from '#content/notices.ts';
import { renderWithToaster } from '#tests/render-page.tsx';
import { ShareButtons } from './share-buttons.tsx';

const url = 'https://childsupportdefense.example/';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButtons', () => {
  it('links to each network’s own share page with the page address', () => {
    renderWithToaster(<ShareButtons url={url} copy={homeCopy.hero} />);
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
    renderWithToaster(<ShareButtons url={url} copy={homeCopy.hero} />);
    await user.click(screen.getByRole('button', { name: homeCopy.hero.share.copyLink }));
    expect(await screen.findByText(notices.linkCopied.title)).toBeInTheDocument();
    expect(clipboard.writeText).toHaveBeenCalledWith(url);
  });

  it('shows the error notice when the clipboard refuses', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    stubClipboard(() => Promise.reject(new Error('denied')));
    renderWithToaster(<ShareButtons url={url} copy={homeCopy.hero} />);
    await user.click(screen.getByRole('button', { name: homeCopy.hero.share.copyLink }));
    expect(await screen.findByText(notices.copyLinkFailed.description)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
