import type { Config } from '#server/config/env.ts';
import type { MailSite } from './mail-message.ts';

/**
 * The From of every mail: MAIL_FROM when it is set, else the brand as it is now (a setting)
 * over the support address. The name is quoted, since a brand may hold a comma or `<`.
 */
export function mailFrom(
  config: Pick<Config, 'mailFrom'>,
  site: Pick<MailSite, 'brand' | 'supportEmail'>,
): string {
  if (config.mailFrom) return config.mailFrom;
  const name = site.brand.replace(/["\\]/g, (character) => `\\${character}`);
  return `"${name}" <${site.supportEmail}>`;
}
