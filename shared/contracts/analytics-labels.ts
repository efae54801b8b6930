import { analyticsLimits } from './analytics-constants.ts';
import { isPlainText } from './plain-text.ts';

/**
 * Text the tracker sends that the dashboard may show (sources, campaigns, event labels): one
 * line of plain text within the limit.
 */
export function isAnalyticsLabel(text: string, max: number = analyticsLimits.text): boolean {
  return text.length <= max && isPlainText(text, { multiline: false });
}

// What browsers put in document.referrer: a web address, or an Android app's (android-app://).
const referrerSchemes = new Set(['http:', 'https:', 'android-app:']);

/** A referrer as a browser reports it, so a referrer is never free text. */
export function isReferrer(value: string): boolean {
  if (!isAnalyticsLabel(value, analyticsLimits.url)) return false;
  try {
    return referrerSchemes.has(new URL(value).protocol);
  } catch {
    return false;
  }
}
