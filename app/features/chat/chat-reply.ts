import { chatCopy, type ChatTopic } from '#content/chat.ts';
import { legalHelp } from '#content/legal-help.ts';
import { isOwnCaseQuestion } from '#shared/own-case-question.ts';
import { fillPlaceholders, type PlaceholderValues } from '#shared/placeholders.ts';
import type { ChatGuide } from './chat-guides.ts';
import { stateNamedIn } from './state-question.ts';

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
  /** Whether the question was about the visitor's own case (shared/own-case-question.ts). */
  ownCase: boolean;
}

const coveragePatterns = chatCopy.stateReplies.keywords.map(keywordPattern);

/** "California, Texas and Florida". */
function listed(names: readonly string[]): string {
  const last = names.at(-1) ?? '';
  return names.length < 2 ? last : `${names.slice(0, -1).join(', ')} and ${last}`;
}

/**
 * The answer to a question about a state, from the state guides' list: the guide for the
 * state named, or that there is none and which states have one; for "which states?", the
 * list. Undefined when the message is not about states.
 */
function stateAnswer(
  message: string,
  values: PlaceholderValues,
  stateGuides: readonly ChatGuide[],
): string | undefined {
  const copy = chatCopy.stateReplies;
  const guideStates = listed(stateGuides.map(({ state }) => state));
  const state = stateNamedIn(message);
  if (!state) {
    const text = normalise(message);
    const asksCoverage = coveragePatterns.some((pattern) => pattern.test(text));
    return asksCoverage ? fillPlaceholders(copy.coverage, { ...values, guideStates }) : undefined;
  }
  const guide = stateGuides.find((entry) => entry.state === state.name);
  if (!guide)
    return fillPlaceholders(copy.withoutGuide, { ...values, state: state.name, guideStates });
  return fillPlaceholders(copy.withGuide, {
    ...values,
    state: guide.state,
    agency: guide.agency,
    agencyName: guide.agencyName,
    challengeDays: String(guide.challengeDays),
    guidePath: guide.path,
  });
}

/**
 * The answer to a question about the visitor's own case: general information, the guide of
 * the state it names when we have one, and where to find a lawyer or legal aid.
 */
function ownCaseAnswer(
  message: string,
  values: PlaceholderValues,
  stateGuides: readonly ChatGuide[],
): string {
  const copy = chatCopy.ownCase;
  const named = stateNamedIn(message);
  const guide = stateGuides.find((entry) => entry.state === named?.name);
  const parts = [
    fillPlaceholders(copy.reply, values),
    ...(guide
      ? [fillPlaceholders(copy.withGuide, { state: guide.state, guidePath: guide.path })]
      : []),
    fillPlaceholders(copy.legalHelp, {
      legalAidUrl: legalHelp.legalAid.url,
      lawyerReferralUrl: legalHelp.lawyerReferral.url,
    }),
  ];
  // A paragraph each: where to find help stands apart, not at the end of a long bubble.
  return parts.join('\n\n');
}

/**
 * The bot's answer to `message`: for a question about the visitor's own case, what it can say
 * without advising, with the offer to hand it over; else about the state it names, if any (the
 * most specific thing it can ask); else the first topic with a matching keyword; else the
 * default pitch, which comes with the offer to hand the question over since it answers nothing.
 */
export function chatReply(
  message: string,
  values: PlaceholderValues,
  stateGuides: readonly ChatGuide[],
): ChatAnswer {
  if (isOwnCaseQuestion(message))
    return {
      text: ownCaseAnswer(message, values, stateGuides),
      offersHandover: true,
      ownCase: true,
    };
  const aboutState = stateAnswer(message, values, stateGuides);
  if (aboutState !== undefined) return { text: aboutState, offersHandover: false, ownCase: false };
  const text = normalise(message);
  const topic = topics.find(({ patterns }) => patterns.some((pattern) => pattern.test(text)));
  return {
    text: fillPlaceholders(topic?.reply ?? chatCopy.defaultReply, values),
    offersHandover: topic?.offersHandover ?? true,
    ownCase: false,
  };
}
