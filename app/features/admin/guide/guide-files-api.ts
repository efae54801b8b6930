import { request, getJson, postEmpty } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  guideFilesAnswer,
  guideFileUploadAnswer,
  type GuideFile,
  type GuideFilesAnswer,
} from '#shared/contracts/admin-guide-files.ts';
import {
  guideUpdateNoticeSchema,
  guideUpdateQueuedSchema,
  type GuideUpdateNotice,
  type GuideUpdateQueued,
} from '#shared/contracts/admin-mail.ts';
import { uploadFile } from '../kit/upload-file.ts';

export function fetchGuideFiles(): Promise<GuideFilesAnswer> {
  return getJson(adminApi.guideFiles, guideFilesAnswer);
}

export function uploadGuideFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<GuideFile> {
  return uploadFile({ path: adminApi.guideFiles, file, schema: guideFileUploadAnswer, onProgress });
}

export function removeGuideFile(fileId: string): Promise<GuideFilesAnswer> {
  return request(guideFilesAnswer, adminApi.guideFile(fileId), 'DELETE');
}

/** The newest version's notice: who it reaches, whether it went, whether it is on. */
export function fetchGuideUpdateNotice(): Promise<GuideUpdateNotice> {
  return getJson(adminApi.guideUpdateNotice, guideUpdateNoticeSchema);
}

export function sendGuideUpdateNotice(): Promise<GuideUpdateQueued> {
  return postEmpty(adminApi.guideUpdateNotice, guideUpdateQueuedSchema);
}
