import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '#server/config/env.ts';

type BackupStorage = NonNullable<Config['backupStorage']>;

/** Where copies of the backups go: S3-compatible storage, through the AWS SDK. */
export interface BackupRemote {
  bucket: string;
  prefix: string;
  /** Uploads the file under the prefix; answers the object's key. */
  upload(filePath: string, fileName: string): Promise<string>;
  /** The keys under the prefix (every page of the listing). */
  list(): Promise<string[]>;
  remove(key: string): Promise<void>;
}

export function backupRemote(storage: BackupStorage): BackupRemote {
  const client = new S3Client({
    region: storage.region,
    endpoint: storage.endpoint,
    // MinIO, Garage and most stand-ins answer at host/bucket/key, not bucket.host/key.
    forcePathStyle: storage.endpoint !== undefined,
    credentials: storage.credentials,
    // Plain bodies with a Content-Length: the aws-chunked encoding with trailing checksums
    // the SDK uses by default is unknown to many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket, prefix } = storage;
  return {
    bucket,
    prefix,
    async upload(filePath, fileName) {
      const key = `${prefix}${fileName}`;
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
      return key;
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
