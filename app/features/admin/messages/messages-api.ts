import { z } from 'zod';
import { getJson, postJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import { messagesResponseSchema, type MessagesResponse } from '#shared/contracts/admin.ts';

const anyAnswer = z.unknown();

export interface MessageUpdate {
  read?: boolean;
  handled?: boolean;
}

export function fetchMessages(page: number): Promise<MessagesResponse> {
  const query = new URLSearchParams({ page: String(page) });
  return getJson(`${adminApi.messages}?${query.toString()}`, messagesResponseSchema);
}

export async function updateMessage(messageId: number, update: MessageUpdate): Promise<void> {
  await postJson(adminApi.message(messageId), update, anyAnswer);
}
