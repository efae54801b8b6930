import { request, getJson } from '#app/lib/api-client.ts';
import { adminApi } from '#shared/contracts/admin-api.ts';
import {
  guideFilesAnswer,
  guideFileUploadAnswer,
  type GuideFile,
  type GuideFilesAnswer,
} from '#shared/contracts/admin-guide-files.ts';
import { uploadFile } from '../uploads/upload-file.ts';

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
