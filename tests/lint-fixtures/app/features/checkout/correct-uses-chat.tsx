// Breaks no rule: another feature through its public module.
import { ChatWidget } from '../chat/chat-widget.tsx';

export function CheckoutAside() {
  return <ChatWidget />;
}
