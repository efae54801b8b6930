import { describe, expect, it } from 'vitest';
import { chatCopy } from '#content/chat.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import { testSite } from '#tests/render-page.tsx';
import { chatReply } from './chat-reply.ts';

const values = placeholderValues(testSite);

function replyOf(topicName: string): string {
  const topic = chatCopy.topics.find(({ name }) => name === topicName);
  if (!topic) throw new Error(`No chat topic ${topicName}`);
  return fillPlaceholders(topic.reply, values);
}

const defaultReply = fillPlaceholders(chatCopy.defaultReply, values);

describe('chatReply', () => {
  it.each([
    ['Hello there', 'greeting'],
    ['HEY!', 'greeting'],
    ['Good morning', 'greeting'],
    ['What is the price?', 'price'],
    ['How   much is it', 'price'],
    ['Is $47 too expensive?', 'price'],
    ['How do I download the PDF?', 'download'],
    ['When will I receive my email', 'download'],
    ['Do I need a lawyer?', 'legal'],
    ['My court hearing is next week', 'legal'],
    ['Can I get a refund?', 'guarantee'],
    ['Is there a money-back guarantee', 'guarantee'],
    ['The agency issued an administrative order', 'administrative'],
    ['I need help', 'help'],
    ['Can I talk to someone', 'help'],
    ['What are the red flags?', 'red-flags'],
    ['The amount looks wrong', 'red-flags'],
    ['Which federal statute applies?', 'federal-law'],
    ['What does Title IV-D say', 'federal-law'],
  ])('answers %j with the %s reply', (message, topic) => {
    expect(chatReply(message, values).text).toBe(replyOf(topic));
  });

  it('lets the first matching topic answer', () => {
    expect(chatReply('Hi, what is the price?', values).text).toBe(replyOf('greeting'));
    expect(chatReply('Will a lawyer refund me?', values).text).toBe(replyOf('legal'));
  });

  it.each([
    'Tell me about custody',
    'This guide is about my child support',
    'Which states do you cover?',
  ])('pitches the guide for anything else, and offers a person: %j', (message) => {
    expect(chatReply(message, values)).toEqual({ text: defaultReply, offersHandover: true });
  });

  it('offers a person to whoever asks for one, and not with an answer that fits', () => {
    expect(chatReply('Can I talk to a human?', values).offersHandover).toBe(true);
    expect(chatReply('What is the price?', values).offersHandover).toBe(false);
    expect(chatReply('Do I need a lawyer?', values).offersHandover).toBe(false);
  });

  it('fills the price and the refund window into the replies', () => {
    expect(chatReply('How much?', values).text).toContain('one-time payment of $47');
    expect(defaultReply).toContain('It is $47, one-time, with a 14-day money-back guarantee');
    for (const topic of chatCopy.topics) {
      expect(fillPlaceholders(topic.reply, values)).not.toContain('{{');
    }
  });
});
