import { GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client, type S3Location } from '../s3/check.ts';
import type { ImageStore } from './image-store.ts';
import { imagePathParts } from './store-paths.ts';

/** The key prefix inside the bucket, so the bucket can hold other things too. */
const PREFIX = 'books';

/** Images as objects of an S3-compatible bucket (Yandex Object Storage): books/<id / 1000>/<id>/<name>. */
export function createS3ImageStore(location: S3Location): ImageStore {
  const client = s3Client(location);
  const keyOf = (bookId: number, name: string) => [PREFIX, ...imagePathParts(bookId, name)].join('/');
  return {
    description: `S3 bucket ${location.bucket} at ${location.endpoint}`,
    async get(bookId, name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: keyOf(bookId, name) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async put(bookId, name, data) {
      // An object appears whole or not at all: S3 has no partial objects.
      await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: keyOf(bookId, name),
          Body: data,
          ContentLength: data.length,
        }),
      );
    },
  };
}
