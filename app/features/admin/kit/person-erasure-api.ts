import { postJson } from '#app/lib/api-client.ts';
import {
  personErasurePath,
  personErasureResponseSchema,
  type PersonErasureRequest,
  type PersonErasureResponse,
} from '#shared/contracts/privacy-erasure.ts';

export function erasePerson(request: PersonErasureRequest): Promise<PersonErasureResponse> {
  return postJson(personErasurePath, request, personErasureResponseSchema);
}
