/** The video provider's privacy-enhanced embed: no cookies until the visitor plays the video. */
export const videoEmbedOrigin = 'https://www.youtube-nocookie.com';

export function videoEmbedUrl(videoId: string): string {
  return `${videoEmbedOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}
