import { Play } from 'lucide-react';
import type { HomeContent } from './home-data.server.ts';

const poster = { src: '/video-poster.svg', width: 1280, height: 720 } as const;

/**
 * A click-to-load facade: a local poster and a play button. The provider's frame
 * (and everything it loads) is created only when the visitor asks for the video,
 * by video-facade-island.ts, from the id and title the button carries.
 */
export function IntroVideo({ videoId, copy }: { videoId: string; copy: HomeContent['video'] }) {
  return (
    <button
      type="button"
      data-island="video-facade"
      data-video-id={videoId}
      data-video-title={copy.title}
      className="group relative block w-full rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <img
        {...poster}
        alt={copy.posterAlt}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full rounded-md border object-cover"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex items-center gap-2 rounded-full bg-primary px-5 py-3 font-semibold text-primary-foreground shadow-lg transition-transform group-hover:scale-105">
          <Play className="size-5" aria-hidden />
          {copy.playLabel}
        </span>
      </span>
    </button>
  );
}
