import { chatCopy, type ChatTopic } from '#content/chat.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/placeholders.ts';

const wordChar = /^[\p{L}\p{N}]$/u;

/**
 * A keyword as a whole word or phrase: 'hi' answers "hi there" but not "this
 * guide". Edges that are not letters or digits ('$') need no boundary.
 */
function keywordPattern(keyword: string): RegExp {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = wordChar.test(keyword.at(0) ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
  const after = wordChar.test(keyword.at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escaped}${after}`, 'iu');
}

const topics = chatCopy.topics.map((topic: ChatTopic) => ({
  reply: topic.reply,
  offersHandover: topic.offersHandover ?? false,
  patterns: topic.keywords.map(keywordPattern),
}));

const ignored = chatCopy.ignoredPhrases.map(keywordPattern);

/** The visitor's words, lower-cased, single-spaced, without the phrases that say nothing. */
function normalise(message: string): string {
  const spaced = message.toLowerCase().replace(/\s+/g, ' ');
  return ignored.reduce((text, pattern) => text.replace(new RegExp(pattern, 'giu'), ' '), spaced);
}

export interface ChatAnswer {
  text: string;
  /** Whether the bot also offers to send the question to a person. */
  offersHandover: boolean;
}

/**
 * The bot's answer to `message`: the first topic with a matching keyword, else the default
 * pitch, which comes with the offer to hand the question over since it answers nothing.
 */
export function chatReply(message: string, values: PlaceholderValues): ChatAnswer {
  const text = normalise(message);
  const topic = topics.find(({ patterns }) => patterns.some((pattern) => pattern.test(text)));
  return {
    text: fillPlaceholders(topic?.reply ?? chatCopy.defaultReply, values),
    offersHandover: topic?.offersHandover ?? true,
  };
}
