// Breaks no rule: the chat's public module (publicModules in eslint.config.js).
import { chatGreeting } from './chat-internals.ts';

export function ChatWidget() {
  return <p>{chatGreeting}</p>;
}
