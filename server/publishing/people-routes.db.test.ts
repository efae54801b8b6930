import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { peopleCopy } from '#content/admin-publishing-refusals.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { apiErrorSchema } from '#shared/contracts/api-error.ts';
import {
  peopleResponseSchema,
  personResponseSchema,
} from '#shared/contracts/publishing-oversight.ts';
import { signedInAdmin } from '#tests/admin-factory.ts';
import { auditEntries } from '#tests/admin-orders-helpers.ts';
import { apiRequest } from '#tests/auth-requests.ts';
import { pngImage } from '#tests/image-fixtures.ts';
import { imagesClient } from '#tests/media-client.ts';
import {
  personInput,
  postContent,
  storedEntry,
  storedPerson,
} from '#tests/publishing-oversight-factory.ts';
import { createTestApp, type TestApp } from '#tests/test-app.ts';
import { testDrivers } from '#tests/test-database.ts';

describe.each(testDrivers)('the people of Publishing on %s', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeEach(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signedInAdmin(t, { role: 'editor' }));
  });
  afterEach(async () => {
    await t.dispose();
  });

  const call = (method: string, path: string, body?: unknown, as = cookie) =>
    apiRequest(t.app, method, path, body, { cookie: as });
  const fields = async (response: Response) =>
    apiErrorSchema.parse(await response.json()).error.fields;

  it('lets an editor add, list, change and remove a person, each audited and on the site at once', async () => {
    const created = await call('POST', adminApi.people, personInput());
    expect(created.status).toBe(201);
    const { person } = personResponseSchema.parse(await created.json());
    expect(person).toMatchObject({ name: 'Dana Reviewer', path: '/authors/dana-reviewer' });
    expect(
      t.ctx.published
        .current()
        .people()
        .map((one) => one.slug),
    ).toEqual(['dana-reviewer']);

    const listed = peopleResponseSchema.parse(await (await call('GET', adminApi.people)).json());
    expect(listed.people).toEqual([person]);

    const changed = await call(
      'PUT',
      adminApi.person(person.id),
      personInput({ name: 'Dana Smith', slug: 'dana-smith' }),
    );
    expect(changed.status).toBe(200);
    expect(personResponseSchema.parse(await changed.json()).person).toMatchObject({
      id: person.id,
      path: '/authors/dana-smith',
    });
    expect(
      t.ctx.published
        .current()
        .people()
        .map((one) => one.name),
    ).toEqual(['Dana Smith']);

    expect((await call('DELETE', adminApi.person(person.id))).status).toBe(204);
    expect(t.ctx.published.current().people()).toEqual([]);
    expect((await call('DELETE', adminApi.person(person.id))).status).toBe(404);
    expect(
      (await auditEntries(t, 'person_added')).length +
        (await auditEntries(t, 'person_updated')).length +
        (await auditEntries(t, 'person_removed')).length,
    ).toBe(3);
  });

  it('refuses a taken slug, a photo that is no upload and bad fields, each by its field', async () => {
    await storedPerson(t.ctx.db, { slug: 'taken' });
    const taken = await call('POST', adminApi.people, personInput({ slug: 'taken' }));
    expect(taken.status).toBe(400);
    expect(await fields(taken)).toEqual({ slug: peopleCopy.slugTaken });

    const noPhoto = await call('POST', adminApi.people, personInput({ photo: 'nowhere.png' }));
    expect(noPhoto.status).toBe(400);
    expect(await fields(noPhoto)).toEqual({ photo: peopleCopy.photoNotUploaded });

    const bad = await call('POST', adminApi.people, {
      ...personInput(),
      name: '',
      slug: 'Not A Slug',
      bio: 'x'.repeat(2_000),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await fields(bad)) ?? {}).sort()).toEqual(['bio', 'name', 'slug']);

    const other = await storedPerson(t.ctx.db, { slug: 'other' });
    const renamedOnto = await call(
      'PUT',
      adminApi.person(other.id),
      personInput({ slug: 'taken' }),
    );
    expect(renamedOnto.status).toBe(400);
    expect(await fields(renamedOnto)).toEqual({ slug: peopleCopy.slugTaken });
    expect(await call('PUT', adminApi.person(9_999), personInput({ slug: 'free' }))).toMatchObject({
      status: 404,
    });
    const people = peopleResponseSchema.parse(await (await call('GET', adminApi.people)).json());
    expect(people.people.map((one) => one.slug).sort()).toEqual(['other', 'taken']);
  });

  it('takes an uploaded image as the photo', async () => {
    const images = await imagesClient(t);
    expect((await images.upload(pngImage(), 'dana.png')).status).toBe(201);
    const created = await call('POST', adminApi.people, personInput({ photo: 'dana.png' }));
    expect(created.status).toBe(201);
    expect(personResponseSchema.parse(await created.json()).person.photo).toBe('dana.png');
  });

  it('refuses to remove a person an entry still names, saying which', async () => {
    const dana = await storedPerson(t.ctx.db);
    await storedEntry(t.ctx.db, postContent({ title: 'Deadlines explained', reviewerId: dana.id }));
    const refused = await call('DELETE', adminApi.person(dana.id));
    expect(refused.status).toBe(400);
    const { error } = apiErrorSchema.parse(await refused.json());
    expect(error.code).toBe('person_in_use');
    expect(error.message).toContain('Deadlines explained');
    expect(
      peopleResponseSchema.parse(await (await call('GET', adminApi.people)).json()).people,
    ).toHaveLength(1);
  });

  it('is refused to support, to another origin and to a huge body', async () => {
    const support = (await signedInAdmin(t, { role: 'support' })).cookie;
    expect((await call('GET', adminApi.people, undefined, support)).status).toBe(403);
    expect((await call('POST', adminApi.people, personInput(), support)).status).toBe(403);
    const foreign = await apiRequest(t.app, 'POST', adminApi.people, personInput(), {
      cookie,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const huge = await call('POST', adminApi.people, {
      ...personInput(),
      bio: 'x'.repeat(300_000),
    });
    expect(huge.status).toBe(413);
    expect(t.ctx.published.current().people()).toEqual([]);
  });
});
