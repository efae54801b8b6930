import { getJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { okSchema } from '#shared/contracts/admin.ts';
import {
  discountCodeListSchema,
  discountCodeRowSchema,
  type DiscountCodeInput,
  type DiscountCodeRow,
} from '#shared/contracts/discount-codes.ts';

export async function fetchDiscountCodes(): Promise<DiscountCodeRow[]> {
  return (await getJson(adminApi.discountCodes, discountCodeListSchema)).codes;
}

/** Creates a code, or changes the one `id` names (its switch included). */
export function saveDiscountCode(
  id: string | undefined,
  input: DiscountCodeInput,
): Promise<DiscountCodeRow> {
  return id === undefined
    ? request(discountCodeRowSchema, adminApi.discountCodes, 'POST', input)
    : request(discountCodeRowSchema, adminApi.discountCode(id), 'PUT', input);
}

export async function deleteDiscountCode(id: string): Promise<void> {
  await request(okSchema, adminApi.discountCode(id), 'DELETE');
}

/** A listed code's terms as the API takes them back, for a change of one of them. */
export function inputOf(row: DiscountCodeRow): DiscountCodeInput {
  const { code, kind, amount, startsAt, endsAt, maxUses, active } = row;
  return { code, kind, amount, startsAt, endsAt, maxUses, active };
}
