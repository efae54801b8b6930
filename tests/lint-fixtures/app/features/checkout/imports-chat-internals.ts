// import-x/no-restricted-paths: another feature is reached only through its public modules.
import { chatGreeting } from '../chat/chat-internals.ts';

export const checkoutGreeting = chatGreeting;
