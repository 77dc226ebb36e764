import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  ForbiddenAddressError,
  guardedLookup,
  isForbiddenAddress,
  isForbiddenName,
} from '../../lib/outbound-address.ts';

export type S3Location = { endpoint: string; accessKey: string; secretKey: string; bucket: string; timeoutMs?: number };

/** Yandex Object Storage's region; other S3-compatible stores ignore it. */
const REGION = 'ru-central1';

/**
 * An S3 client for an S3-compatible store (Yandex Object Storage, MinIO, s3rver): path-style addresses.
 * The endpoint is an admin setting, so its connections never reach link-local or metadata addresses:
 * an IP literal is refused here, a name at each connection (lib/outbound-address.ts).
 */
export function s3Client({ endpoint, accessKey, secretKey, timeoutMs = 10_000 }: S3Location): S3Client {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (isForbiddenName(host) || isForbiddenAddress(host)) throw new ForbiddenAddressError(host);
  return new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: accessKey, secretAccessKey: secretKey },
    maxAttempts: 1,
    requestHandler: {
      connectionTimeout: timeoutMs,
      requestTimeout: timeoutMs,
      httpAgent: new HttpAgent({ keepAlive: true, lookup: guardedLookup }),
      httpsAgent: new HttpsAgent({ keepAlive: true, lookup: guardedLookup }),
    },
  });
}

/** The store answered the check with an error of its own (not a network failure). */
export class S3RefusedError extends Error {}

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
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (!status) throw error;
    // The store answered: its own error code and status (e.g. 'NoSuchBucket (HTTP 404)'), nothing else
    // of a body that may not be S3's at all.
    const name = error instanceof Error && /^[A-Za-z]{1,60}$/.test(error.name) ? error.name : 'Error';
    throw new S3RefusedError(`${name} (HTTP ${status})`, { cause: error });
  } finally {
    client.destroy();
  }
}
