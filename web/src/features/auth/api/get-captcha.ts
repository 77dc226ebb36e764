import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CAPTCHA_TOKEN_HEADER } from '@raritet/contracts/auth';
import { apiRequestRaw } from '../../../lib/api-client.ts';

export interface Captcha {
  image: Blob;
  /** Sent back with the typed code so the server knows which picture was shown. */
  token: string;
}

export const captchaQueryKey = ['auth', 'captcha'] as const;

export async function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  const response = await apiRequestRaw('/auth/captcha', { auth: false, signal });
  return { image: await response.blob(), token: response.headers.get(CAPTCHA_TOKEN_HEADER) ?? '' };
}

export function captchaQueryOptions() {
  return queryOptions({
    queryKey: captchaQueryKey,
    queryFn: ({ signal }) => getCaptcha(signal),
    // A captcha is single-use: never reuse one from the cache or refetch it behind the user's back.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * The captcha plus an object URL for its picture; the previous URL is revoked when a new one arrives.
 * `enabled` false asks for none (the login form, until the server asks for the captcha).
 */
export function useCaptcha(enabled = true) {
  const query = useQuery({ ...captchaQueryOptions(), enabled });
  const image = query.data?.image;
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  useEffect(() => {
    if (image === undefined) return;
    const url = URL.createObjectURL(image);
    setImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  return { ...query, imageUrl: image === undefined ? null : imageUrl };
}
