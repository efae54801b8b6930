import { videoEmbedUrl } from '#shared/video.ts';

/**
 * The intro video's facade (the root, a button over the poster): on the visitor's click it
 * gives way to the provider's player, which starts playing, and the focus moves to it.
 */
export function mount(root: HTMLElement): void {
  const { videoId, videoTitle } = root.dataset;
  if (!videoId) return;
  root.addEventListener(
    'click',
    () => {
      const player = document.createElement('iframe');
      player.className = 'aspect-video w-full rounded-md border';
      player.src = videoEmbedUrl(videoId);
      player.title = videoTitle ?? '';
      player.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      player.allowFullscreen = true;
      root.replaceWith(player);
      player.focus();
    },
    { once: true },
  );
}
