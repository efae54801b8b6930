import type { ChecklistAnswer, ChecklistItem } from '#shared/contracts/admin-checklist.ts';

const item = (
  id: ChecklistItem['id'],
  reason: ChecklistItem['reason'],
  done: boolean,
  samples: ChecklistItem['samples'] = [],
): ChecklistItem => ({ id, done, reason, samples });

/** A checklist part way to launch: the guide, the operator and the address done, 4 of 10. */
export function checklistFixture(): ChecklistAnswer {
  return {
    items: [
      item('guide', 'guideUploaded', true),
      item('operator', 'operatorSet', true),
      item('payments', 'testPaymentsDefault', false),
      item('mail', 'mailToFiles', false),
      item('siteUrl', 'siteUrlHttps', true),
      item('supportEmail', 'supportEmailSample', false),
      item('sampleTexts', 'textsSample', false, ['heroDescription', 'checkoutHeadline']),
      item('sampleReviews', 'reviewsSample', false),
      item('attorneyNotice', 'attorneyNoticeSays', true),
      item('salesTax', 'taxUndecided', false),
    ],
  };
}
