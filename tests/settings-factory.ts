import { contentOf, defaultSettings } from '#server/site-settings/site-settings.ts';
import type { ContentSettings } from '#shared/contracts/admin-settings.ts';
import { testOperator } from './operator-fixture.ts';

/** Content settings as the back office's form sends them: valid, changed where a test says. */
export function changedContentSettings(overrides: Partial<ContentSettings> = {}): ContentSettings {
  const defaults = contentOf(
    defaultSettings({
      supportEmail: 'help@support.test',
      introVideoId: null,
      operator: testOperator,
    }),
  );
  return {
    ...defaults,
    websiteTitle: 'Parent Defense Desk',
    guidePrice: 63.5,
    compareAtPrice: 129,
    refundWindowDays: 30,
    guideTitle: 'Order Challenge Handbook',
    heroDescription: 'A calmer way to answer your notice.\nStart with the deadline.',
    ...overrides,
  };
}
