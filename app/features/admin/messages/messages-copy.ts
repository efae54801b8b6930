/** What the back office's Messages section says; its toasts are at the end. */
export const messagesCopy = {
  title: 'Messages',
  description: 'What visitors sent through the contact form or the chat, newest first.',
  /** "2 unread". */
  unread: '{{n}} unread',
  empty: 'No messages yet.',
  unreadBadge: 'Unread',
  handledBadge: 'Handled',
  /** Marks a question the chat handed over, which comes without the sender's name. */
  chatBadge: 'From the chat',
  /** Marks a message the server judged to ask about the sender's own case (docs/decisions/106). */
  ownCaseBadge: 'Own case',
  /** What the mark means, under the opened message. */
  ownCaseMeaning:
    "This message asks about the sender's own case. Support cannot give legal advice: answer with general information and where to find a lawyer or legal aid, as the chat does.",
  from: 'From',
  markHandled: 'Mark handled',
  reply: 'Reply',
  /** The subject of a reply, in the visitor's mail program. */
  replySubject: 'Re: your message to {{brand}}',
} as const;

/** The toasts of this section, by situation. `{{name}}` is filled in when the notice is raised. */
export const messagesNotices = {
  messageUpdateFailed: {
    title: 'Message not updated',
    description: 'The message could not be updated. Please try again.',
  },
} as const;
