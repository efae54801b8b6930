import type { Config } from '#server/config/env.ts';
import { usesSampleOperator } from '#server/config/operator.ts';
import type { ServerContext } from '#server/context.ts';
import { newestGuideFile } from '#server/guide-files/guide-files-repository.ts';
import { productDefaults } from '#server/site-settings/product.ts';
import {
  contentOf,
  defaultSettings,
  sampleWordings,
  samplesLeft,
} from '#server/site-settings/site-settings.ts';
import { saysNotASubstituteForAnAttorney } from './attorney-notice-wording.ts';
import { taxDecided } from '#server/site-settings/tax-decision.ts';
import type { TaxMode } from '#shared/contracts/admin-settings.ts';
import type {
  ChecklistAnswer,
  ChecklistItem,
  ChecklistItemId,
  ChecklistReason,
} from '#shared/contracts/admin-checklist.ts';

type ChecklistContext = Pick<ServerContext, 'db' | 'config' | 'settings' | 'socialProof'>;

function item(
  id: ChecklistItemId,
  done: boolean,
  reasons: { done: ChecklistReason; notDone: ChecklistReason },
  samples: ChecklistItem['samples'] = [],
): ChecklistItem {
  return { id, done, reason: done ? reasons.done : reasons.notDone, samples };
}

/** Stripe's live keys take real money; its test keys (sk_test_) only pretend to. */
const liveStripeKey = /^(sk|rk)_live_/;

function paymentsItem(config: Config): ChecklistItem {
  if (config.stripe) {
    const live = liveStripeKey.test(config.stripe.secretKey);
    return item('payments', live, { done: 'stripeLive', notDone: 'stripeTestKey' });
  }
  // The test provider on purpose (PAYMENTS=test, a demo site) is a decision, not a gap.
  return item('payments', config.testPaymentsChosen, {
    done: 'testPaymentsChosen',
    notDone: 'testPaymentsDefault',
  });
}

/**
 * Sales tax: done once the seller chose (Stripe Tax, or saved it off); open while the
 * default stands.
 */
function salesTaxItem(mode: TaxMode, decided: boolean): ChecklistItem {
  if (mode === 'stripe_tax')
    return item('salesTax', true, { done: 'taxStripe', notDone: 'taxStripe' });
  return item('salesTax', decided, { done: 'taxOffDecided', notDone: 'taxUndecided' });
}

/**
 * The launch checklist, computed from the site as it runs now: the stored guide, the
 * settings in force (read again first, so another instance's save shows) and the
 * configuration. Nothing is stored: an item flips as soon as what it checks changes.
 */
export async function launchChecklist(ctx: ChecklistContext): Promise<ChecklistAnswer> {
  await Promise.all([ctx.settings.reload(), ctx.socialProof.reload()]);
  const settings = ctx.settings.current();
  const samples = samplesLeft(
    contentOf(ctx.settings.saved()),
    sampleWordings(defaultSettings(ctx.config)),
  );
  const guideUploaded = (await newestGuideFile(ctx.db)) !== undefined;
  return {
    items: [
      item('guide', guideUploaded, { done: 'guideUploaded', notDone: 'guidePlaceholder' }),
      item('operator', !usesSampleOperator(settings.operator), {
        done: 'operatorSet',
        notDone: 'operatorSample',
      }),
      paymentsItem(ctx.config),
      item('mail', ctx.config.smtp !== undefined, { done: 'smtpSet', notDone: 'mailToFiles' }),
      item('siteUrl', new URL(ctx.config.siteUrl).protocol === 'https:', {
        done: 'siteUrlHttps',
        notDone: 'siteUrlNotHttps',
      }),
      item('supportEmail', settings.supportEmail !== productDefaults.supportEmail, {
        done: 'supportEmailSet',
        notDone: 'supportEmailSample',
      }),
      item(
        'sampleTexts',
        samples.length === 0,
        { done: 'textsReplaced', notDone: 'textsSample' },
        samples,
      ),
      item('sampleReviews', !ctx.socialProof.current().samples, {
        done: 'reviewsOwn',
        notDone: 'reviewsSample',
      }),
      item('attorneyNotice', saysNotASubstituteForAnAttorney(settings.attorneyNotice), {
        done: 'attorneyNoticeSays',
        notDone: 'attorneyNoticeReworded',
      }),
      salesTaxItem(settings.tax.mode, await taxDecided(ctx.db)),
    ],
  };
}
