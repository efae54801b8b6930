import { useMemo } from 'react';
import { ChatWidget } from '#app/features/chat/chat-widget.tsx';
import { useSiteInfo } from '#app/lib/use-site-info.ts';
import { placeholderValues } from '#shared/placeholders.ts';

/**
 * The global widgets of every public page, rendered on the server: each is an island's
 * markup, hidden until its island (app/islands/registry.ts) brings it to life.
 */
export function PublicWidgets() {
  const site = useSiteInfo();
  const values = useMemo(() => placeholderValues(site), [site]);
  return <ChatWidget values={values} />;
}
