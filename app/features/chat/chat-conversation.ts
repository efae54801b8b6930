import { widgetTimings } from '#app/lib/widget-timings.ts';
import { cloneTemplate } from '#app/islands/clone-template.ts';
import { chatCopy } from '#content/chat.ts';
import {
  fillPlaceholders,
  placeholderNames,
  type PlaceholderValues,
} from '#shared/placeholders.ts';
import { readChatGuides } from './chat-guides.ts';
import { formatChatTime, splitLinks, type ChatMessage } from './chat-message.ts';
import { chatPanelIds as ids } from './chat-panel-ids.ts';
import { answer, freshChat, handoverSent, pendingQuestion, sendMessage } from './chat-state.ts';
import { readChat, writeChat, type ChatState } from './chat-storage.ts';
import { createHandoverForm } from './handover-view.ts';

export interface Conversation {
  /** The launcher's click: opens the panel (focus in the message box) or closes it. */
  toggle(): void;
}

/** The site's facts the replies name, as the server wrote them on the island's root. */
function readValues(root: HTMLElement): PlaceholderValues {
  const parsed: unknown = JSON.parse(root.dataset.chatValues ?? '{}');
  const record = typeof parsed === 'object' && parsed !== null ? parsed : {};
  const values = Object.fromEntries(
    placeholderNames.map((name) => {
      const value: unknown = Reflect.get(record, name);
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
  return values as PlaceholderValues;
}

/** A plain click follows the link in this tab; a modified one opens another tab and keeps the chat. */
const followsInThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface Panel {
  section: HTMLElement;
  scroll: HTMLElement;
  list: HTMLElement;
  typing: HTMLElement;
  input: HTMLTextAreaElement;
  send: HTMLButtonElement;
  /** Messages already in the list: the log only ever grows, so each is announced once. */
  shown: number;
  handover?: HTMLFormElement | undefined;
}

/**
 * The conversation, kept for this tab: the panel cloned from its template when it opens,
 * the bot 'typing' for `botTyping` before each reply, the hand-over offer, the launcher's
 * state, and the whole kept in session storage at each change.
 */
export function startConversation(root: HTMLElement, launcher: HTMLButtonElement): Conversation {
  const values = readValues(root);
  const guides = readChatGuides(root.dataset.chatGuides);
  const guideLabels = new Map(
    guides.map(({ path, state }) => [path, fillPlaceholders(chatCopy.guideLinkLabel, { state })]),
  );
  let state: ChatState = readChat() ?? freshChat(values);
  let panel: Panel | undefined;
  let typingTimer: number | undefined;

  /** A bot reply's text with the site paths and addresses it names as links; the visitor's stays plain. */
  function writeText(target: HTMLElement, message: ChatMessage) {
    if (message.sender === 'user') {
      target.append(message.text);
      return;
    }
    for (const part of splitLinks(message.text)) {
      if (part.kind === 'text') {
        target.append(part.text);
        continue;
      }
      const link = cloneTemplate(root, 'chat-link')?.querySelector('a');
      if (!link) continue;
      if (part.kind === 'link') {
        link.href = part.path;
        link.textContent =
          chatCopy.linkLabels[part.path] ?? guideLabels.get(part.path) ?? part.path;
        // The visitor goes on to the page they chose: the chat is closed there.
        link.addEventListener('click', (event) => {
          if (followsInThisTab(event)) update({ open: false });
        });
      } else {
        link.href = `mailto:${part.address}`;
        link.textContent = part.address;
      }
      target.append(link);
    }
  }

  function bubble(message: ChatMessage): Node {
    const fragment = cloneTemplate(root, `chat-bubble-${message.sender}`);
    const text = fragment?.querySelector<HTMLElement>('[data-chat-text]');
    const time = fragment?.querySelector('time');
    if (!fragment || !text || !time) return document.createTextNode('');
    writeText(text, message);
    time.dateTime = message.timestamp.toISOString();
    time.textContent = formatChatTime(message.timestamp);
    return fragment;
  }

  function createPanel(): Panel | undefined {
    const section = cloneTemplate(root, 'chat-panel')?.querySelector('section');
    const scroll = section?.querySelector<HTMLElement>('[data-chat-scroll]');
    const list = section?.querySelector<HTMLElement>('[data-chat-messages]');
    const typing = section?.querySelector<HTMLElement>('[data-chat-typing]');
    const input = section?.querySelector('textarea');
    const form = section?.querySelector<HTMLFormElement>('[data-chat-form]');
    const send = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!section || !scroll || !list || !typing || !input || !form || !send) return undefined;
    typing.remove();
    section.querySelector('[data-chat-close]')?.addEventListener('click', close);
    const submit = () => {
      const next = sendMessage(state, input.value);
      if (!next) return;
      input.value = '';
      update(next);
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submit();
    });
    input.addEventListener('keydown', (event) => {
      // Shift+Enter is a new line; Enter while an input method composes a word is not a send.
      if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
      event.preventDefault();
      submit();
    });
    launcher.before(section);
    return { section, scroll, list, typing, input, send, shown: 0 };
  }

  function drawHandover(current: Panel) {
    const { offered } = state.handover;
    if (offered && !current.handover) {
      current.handover = createHandoverForm(root, state.handover, {
        onEdit: (field, value) => update({ handover: { ...state.handover, [field]: value } }),
        onSent: () => {
          update(handoverSent(state, values));
          current.input.focus();
        },
        onDismiss: () => {
          update({ handover: { ...state.handover, offered: false } });
          current.input.focus();
        },
      });
      if (current.handover) current.scroll.append(current.handover);
    } else if (!offered && current.handover) {
      current.handover.remove();
      current.handover = undefined;
    }
  }

  function drawPanel(current: Panel) {
    const fresh = state.messages.slice(current.shown);
    current.list.append(...fresh.map(bubble));
    current.shown = state.messages.length;
    const typing = pendingQuestion(state) !== undefined;
    if (typing) current.list.append(current.typing);
    else current.typing.remove();
    current.send.disabled = typing;
    drawHandover(current);
    // The newest message, the typing line and the offer stay in view without the visitor scrolling.
    current.scroll.scrollTop = current.scroll.scrollHeight;
  }

  function draw() {
    launcher.setAttribute('aria-expanded', String(state.open));
    if (state.open) launcher.setAttribute('aria-controls', ids.panel);
    else launcher.removeAttribute('aria-controls');
    for (const icon of root.querySelectorAll<HTMLElement>('[data-chat-icon]'))
      icon.hidden = (icon.dataset.chatIcon === 'open') !== state.open;
    if (state.open) {
      panel ??= createPanel();
      if (panel) drawPanel(panel);
    } else if (panel) {
      panel.section.remove();
      panel = undefined;
    }
  }

  /** The bot owes a reply while the visitor's message is the last one, after a reload too. */
  function replyWhenDue() {
    const question = pendingQuestion(state);
    if (question === undefined || typingTimer !== undefined) return;
    typingTimer = window.setTimeout(() => {
      typingTimer = undefined;
      update(answer(state, question, values, guides));
    }, widgetTimings.botTyping);
  }

  function update(change: Partial<ChatState>) {
    state = { ...state, ...change };
    writeChat(state);
    draw();
    replyWhenDue();
  }

  function close() {
    update({ open: false });
    launcher.focus();
  }

  // Escape closes the chat from anywhere inside it, the launcher included.
  root.addEventListener('keydown', (event) => {
    if (state.open && event.key === 'Escape') close();
  });

  // Open again after a reload: shown as it was, and the page keeps its focus.
  draw();
  replyWhenDue();
  return {
    toggle() {
      update({ open: !state.open });
      if (state.open) panel?.input.focus();
    },
  };
}
