import { describe, expect, it } from 'vitest';
import { isOwnCaseQuestion } from './own-case-question.ts';

describe('isOwnCaseQuestion', () => {
  it.each([
    'should I skip my hearing on the 12th?',
    'Should I skip my hearing on the 12th?',
    'my order says $800 a month, is that right?',
    'My order says $800 a month, is that right?',
    'What should I do?',
    'what do i do now',
    'My case is in Texas, what are my chances?',
    'Can I skip the hearing?',
    'Will I win?',
    'Am I going to jail?',
    'My court hearing is next week',
    'I have a hearing on March 3, what do I bring?',
    'I have court tomorrow',
    'I got a notice from the agency',
    'I was served with a petition yesterday',
    'I was ordered to pay $400 a week',
    'I make $3,000 a month, how much will I pay?',
    'They want 1200 dollars per month from me',
    'I owe $12,000 in back support',
    'Can they take my license?',
    'How is my child support calculated?',
    'My ex stopped paying',
    'My support order went up',
    'Do I have to go to the review?',
    'I lost my job. Do I have to keep paying?',
    'Am I required to attend?',
    'Would you recommend I ask for a review?',
    'Do you think my order is too high?',
    'Can I stop paying until the review?',
    'The deadline is on the 21st, can I still ask for a review?',
    'Will the judge lower it?',
    'I’m being garnished, is that legal?',
    'I pay child support for two kids',
  ])('own case: %j', (question) => {
    expect(isOwnCaseQuestion(question)).toBe(true);
  });

  it.each([
    'how long do I have to request a review?',
    'How long do I have to request a review?',
    'How does an administrative review work?',
    'What happens at a child support hearing?',
    'What happens if someone misses a hearing?',
    'Can the agency suspend a driver’s license for unpaid support?',
    'What is the price?',
    'Is $47 too expensive?',
    'How do I download the PDF?',
    'When will I receive my email',
    'Where is my order?',
    "I haven't received my order yet",
    'I paid but my download link expired',
    'Can I pay with PayPal?',
    'Can I get a refund?',
    'Should I buy the guide?',
    'My wife bought the guide, can I download it too?',
    'Do I need a lawyer?',
    'Does the guide cover Texas?',
    'Which states do you cover?',
    'What are the red flags?',
    'Hello',
    'Can I talk to a human?',
    'Is the guide in Spanish, and in print?',
    'What does Title IV-D say?',
    'Tell me about custody',
  ])('general: %j', (question) => {
    expect(isOwnCaseQuestion(question)).toBe(false);
  });
});
