import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export type S3Location = { endpoint: string; accessKey: string; secretKey: string; bucket: string; timeoutMs?: number };

/** Yandex Object Storage's region; other S3-compatible stores ignore it. */
const REGION = 'ru-central1';

/** An S3 client for an S3-compatible store (Yandex Object Storage, MinIO, s3rver): path-style addresses. */
export function s3Client({ endpoint, accessKey, secretKey, timeoutMs = 10_000 }: S3Location): S3Client {
  return new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: accessKey, secretAccessKey: secretKey },
    maxAttempts: 1,
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
  });
}

/** The bucket answers, and a probe object can be written and deleted (what the image store will do). */
export async function checkBucket(location: S3Location): Promise<void> {
  const client = s3Client(location);
  try {
    await client.send(new HeadBucketCommand({ Bucket: location.bucket }));
    const key = `.raritet-check/${randomUUID()}`;
    await client.send(
      new PutObjectCommand({ Bucket: location.bucket, Key: key, Body: 'ok', ContentType: 'text/plain' }),
    );
    await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: key }));
  } catch (error) {
    // The SDK names a bare status (e.g. 'NotFound' or 'UnknownError') on HEAD; say which.
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const name = error instanceof Error ? error.name : 'Error';
    const text = error instanceof Error && error.message && error.message !== name ? `: ${error.message}` : '';
    throw new Error(`${name}${status ? ` (HTTP ${status})` : ''}${text}`, { cause: error });
  } finally {
    client.destroy();
  }
}
