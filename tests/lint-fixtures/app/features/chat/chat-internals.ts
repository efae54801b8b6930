// Breaks no rule: a module of the chat feature, its own.
export const chatGreeting = 'Hello';
