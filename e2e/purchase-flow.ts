import { expect, type Page } from '@playwright/test';
import { ownClient } from './own-client.ts';

/** Buys the guide through the API and the test payment page; answers the download link's path. */
export async function paidDownloadPath(page: Page, origin: string, email: string): Promise<string> {
  const headers = { Origin: origin };
  const created = await page.request.post('/api/create-payment', {
    headers: { ...headers, ...ownClient() },
    data: {
      email,
      name: 'Pat Parent',
      address: '2 Oak St',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
    },
  });
  const { url } = (await created.json()) as { url: string };
  await page.goto(url);
  await page.getByRole('button', { name: /^Pay \$47\.00$/ }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  const sessionId = new URL(page.url()).searchParams.get('session_id');
  const verified = await page.request.post('/api/verify-payment', {
    headers,
    data: { session_id: sessionId },
  });
  const { download_url } = (await verified.json()) as { download_url: string };
  return new URL(download_url).pathname;
}
