import { describe, expect, it } from 'vitest';
import { chatCopy } from '#content/chat.ts';
import { legalHelp } from '#content/legal-help.ts';
import { usStates } from '#shared/us-states.ts';
import { fillPlaceholders, placeholderValues } from '#shared/placeholders.ts';
import { seedChatGuides as stateGuides } from '#tests/chat-guide-fixtures.ts';
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
    ['What happens at a court hearing?', 'legal'],
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
    expect(chatReply(message, values, stateGuides).text).toBe(replyOf(topic));
  });

  it('lets the first matching topic answer', () => {
    expect(chatReply('Hi, what is the price?', values, stateGuides).text).toBe(replyOf('greeting'));
    expect(chatReply('Will a lawyer refund me?', values, stateGuides).text).toBe(replyOf('legal'));
  });

  it.each(['Tell me about custody', 'Is this guide about child support?', 'Is it in Spanish?'])(
    'pitches the guide for anything else, and offers a person: %j',
    (message) => {
      expect(chatReply(message, values, stateGuides)).toEqual({
        text: defaultReply,
        offersHandover: true,
        ownCase: false,
      });
    },
  );

  it('offers a person to whoever asks for one, and not with an answer that fits', () => {
    expect(chatReply('Can I talk to a human?', values, stateGuides).offersHandover).toBe(true);
    expect(chatReply('What is the price?', values, stateGuides).offersHandover).toBe(false);
    expect(chatReply('Do I need a lawyer?', values, stateGuides).offersHandover).toBe(false);
  });

  it('fills the price and the refund window into the replies', () => {
    expect(chatReply('How much?', values, stateGuides).text).toContain('one-time payment of $47');
    expect(defaultReply).toContain('It is $47, one-time, with a 14-day money-back guarantee');
    for (const topic of chatCopy.topics) {
      expect(fillPlaceholders(topic.reply, values)).not.toContain('{{');
    }
  });

  describe("a question about the visitor's own case", () => {
    const ownCase = chatCopy.ownCase;
    const legalHelpText = fillPlaceholders(ownCase.legalHelp, {
      legalAidUrl: legalHelp.legalAid.url,
      lawyerReferralUrl: legalHelp.lawyerReferral.url,
    });

    it('gets general information and where to find legal aid and a lawyer, never advice, and the offer of a person', () => {
      const reply = chatReply('should I skip my hearing on the 12th?', values, stateGuides);
      expect(reply).toEqual({
        text: `${fillPlaceholders(ownCase.reply, values)}\n\n${legalHelpText}`,
        offersHandover: true,
        ownCase: true,
      });
      expect(reply.text).toContain('https://www.lawhelp.org/');
      expect(reply.text).toContain(
        'https://www.americanbar.org/groups/legal_services/flh-home/flh-lawyer-referral-directory/',
      );
      expect(reply.text).not.toMatch(/\byou (should|must|need to|ought)\b|\bskip\b|recommend/i);
    });

    it('beats the topics and the state answer, and names the guide of the state it names', () => {
      expect(chatReply('My court hearing is next week', values, stateGuides).ownCase).toBe(true);
      const texas = chatReply(
        'My order in Texas says $800 a month, is that right?',
        values,
        stateGuides,
      );
      expect(texas.ownCase).toBe(true);
      expect(texas.text).toContain(
        'Our free Texas guide explains how orders work there: /states/texas-child-support.',
      );
      expect(texas.text).toContain(legalHelpText);
      // A state without a guide gets no guide, and no invented address for it.
      const ohio = chatReply('Should I skip my hearing in Ohio?', values, stateGuides);
      expect(ohio.text).toBe(`${fillPlaceholders(ownCase.reply, values)}\n\n${legalHelpText}`);
    });

    it('leaves a general question to the topics', () => {
      const reply = chatReply('How long do I have to request a review?', values, stateGuides);
      expect(reply.ownCase).toBe(false);
      expect(reply.text).not.toContain(legalHelp.legalAid.url);
    });
  });

  describe('a question about a state', () => {
    const guided = new Set(stateGuides.map(({ state }) => state));

    it('answers "does the guide cover Ohio?" from the state guides, without a price or a push to buy', () => {
      const reply = chatReply('does the guide cover Ohio?', values, stateGuides);
      expect(reply.offersHandover).toBe(false);
      expect(reply.text).toMatch(/^We have no guide for Ohio yet; our free state guides cover /);
      expect(reply.text).toContain('California, Texas, Florida, New York and Pennsylvania');
      expect(reply.text).toContain('so the general process applies in Ohio too');
      expect(reply.text).not.toContain('$');
      expect(reply.text).not.toContain('/checkout');
    });

    it('links the guide a state has, with its agency and deadline', () => {
      const reply = chatReply('Is there anything for Texas?', values, stateGuides);
      expect(reply.text).toContain(
        'we have a free guide for Texas: read it in /states/texas-child-support.',
      );
      expect(reply.text).toContain(
        'orders of the Office of the Attorney General Child Support Division (OAG) work and the 30-day deadline',
      );
      expect(reply.text).not.toContain('$');
      expect(fillPlaceholders(chatCopy.guideLinkLabel, { state: 'Texas' })).toBe('our Texas guide');
    });

    it.each(usStates.map(([code, name]) => [code, name]))(
      'knows %s by its code and by its name, %s',
      (code, name) => {
        for (const question of [`Does the guide cover ${name}?`, `what about ${code}?`]) {
          const { text } = chatReply(question, values, stateGuides);
          expect(text).toContain(
            guided.has(name) ? `a free guide for ${name}:` : `no guide for ${name} yet`,
          );
        }
      },
    );

    it('tells the District from Washington state, West Virginia from Virginia, Arkansas from Kansas', () => {
      expect(chatReply('I live in Washington, D.C.', values, stateGuides).text).toContain(
        'District of Columbia',
      );
      expect(chatReply('I live in Washington DC', values, stateGuides).text).toContain(
        'District of Columbia',
      );
      expect(chatReply('I live in Washington', values, stateGuides).text).toContain(
        'no guide for Washington yet',
      );
      expect(chatReply('west virginia rules?', values, stateGuides).text).toContain(
        'no guide for West Virginia',
      );
      expect(chatReply('And Arkansas?', values, stateGuides).text).toContain(
        'no guide for Arkansas',
      );
      expect(chatReply('new   york please', values, stateGuides).text).toContain(
        'a free guide for New York',
      );
    });

    it('takes a code only in capitals in a message not all in capitals, and "OK" or "HI" not as its first word', () => {
      expect(chatReply('I am in a hurry, or me?', values, stateGuides).text).toBe(defaultReply);
      expect(chatReply('oh no', values, stateGuides).text).toBe(defaultReply);
      expect(chatReply('HOW DO I ORDER IN ME', values, stateGuides).text).toBe(
        replyOf('administrative'),
      );
      expect(chatReply('OK, and the price?', values, stateGuides).text).toBe(replyOf('price'));
      expect(chatReply('HI', values, stateGuides).text).toBe(replyOf('greeting'));
      expect(chatReply('I moved to OK last year', values, stateGuides).text).toContain(
        'no guide for Oklahoma',
      );
      expect(chatReply('Do you cover PA?', values, stateGuides).text).toContain(
        'a free guide for Pennsylvania',
      );
    });

    it('lists the states with a guide for "which states?", and beats the greeting', () => {
      const reply = chatReply('Which states do you cover?', values, stateGuides);
      expect(reply.text).toMatch(
        /^Our free state guides cover California, Texas, Florida, New York and Pennsylvania\./,
      );
      expect(reply.offersHandover).toBe(false);
      expect(chatReply('Hi, do you cover Ohio?', values, stateGuides).text).toContain(
        'no guide for Ohio',
      );
    });
  });
});
