import { z } from 'zod';
import { getJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { personSchema, type Person, type PersonInput } from '#shared/contracts/publishing.ts';

const peopleSchema = z.object({ people: z.array(personSchema) });

export async function fetchPeople(): Promise<Person[]> {
  return (await getJson(adminApi.people, peopleSchema)).people;
}

/** Adds a person, or changes the one `id` names; the list is read again afterwards, so the answer is not. */
export async function savePerson(id: number | undefined, input: PersonInput): Promise<void> {
  if (id === undefined) await request(z.unknown(), adminApi.people, 'POST', input);
  else await request(z.unknown(), adminApi.person(id), 'PUT', input);
}

export async function deletePerson(id: number): Promise<void> {
  await request(z.unknown(), adminApi.person(id), 'DELETE');
}
