import { signedInAdmin } from './admin-factory.ts';
import { testSiteUrl, type TestApp } from './test-app.ts';

/** An admin's calls to the Images card's API, as the browser sends them: session cookie, own origin. */
export async function imagesClient(t: TestApp) {
  const { user, cookie } = await signedInAdmin(t);
  return {
    user,
    list: () => t.app.request('/api/admin/images', { headers: { Cookie: cookie } }),
    /** One file as the raw body, its name in the query, as the Images card uploads it. */
    upload: (bytes: Uint8Array, name = 'picture.png', headers: Record<string, string> = {}) =>
      t.app.request(`/api/admin/images?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        body: new Uint8Array(bytes),
        headers: {
          Cookie: cookie,
          Origin: testSiteUrl,
          'Content-Type': 'application/octet-stream',
          'Content-Length': String(bytes.byteLength),
          ...headers,
        },
      }),
    remove: (id: string) =>
      t.app.request(`/api/admin/images/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: { Cookie: cookie, Origin: testSiteUrl },
      }),
  };
}

/** A visitor's request for a public image URL. */
export const fetchMedia = (t: TestApp, path: string, init: RequestInit = {}) =>
  t.app.request(path, init);
