// import-x/no-restricted-paths: shared components never import a feature (the shell composes).
import { ChatWidget } from '../features/chat/chat-widget.tsx';

export function Frame() {
  return <ChatWidget />;
}
