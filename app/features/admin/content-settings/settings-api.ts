import { getJson, postJson, request } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  contentSettingsAnswer,
  previewAnswer,
  type ContentSettings,
  type ContentSettingsAnswer,
} from '#shared/contracts/admin-settings.ts';

export function fetchContentSettings(): Promise<ContentSettingsAnswer> {
  return getJson(adminApi.settings, contentSettingsAnswer);
}

/** Replaces the settings in force; the answer is what is stored now, as GET would give it. */
export function saveContentSettings(settings: ContentSettings): Promise<ContentSettingsAnswer> {
  return request(contentSettingsAnswer, adminApi.settings, 'PUT', settings);
}

/** Stores the draft for this session's preview and returns the page that shows it. */
export async function previewContentSettings(settings: ContentSettings): Promise<string> {
  return (await postJson(adminApi.settingsPreview, settings, previewAnswer)).url;
}
