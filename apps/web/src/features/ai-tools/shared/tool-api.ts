import { errors as errorCopy, type ToolEndpoint } from '@hearth/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { toast, type ToastInput } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, readJson } from '@/lib/api';

export type RequestOf<E extends ToolEndpoint> = z.input<E['request']>;
export type ResponseOf<E extends ToolEndpoint> = z.output<E['response']>;

/** A multipart request: the text fields the contract validates, plus the optional image (field `image`). */
export interface MultipartRequest {
  fields: Record<string, string>;
  image?: File | null;
}

function urlWithQuery(path: string, query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * One call to an AI tool endpoint, shaped as its contract says (JSON body, query or multipart), with the
 * answer checked against the contract's response schema: a screen never renders an unexpected shape.
 */
export async function callTool<E extends ToolEndpoint>(endpoint: E, request: RequestOf<E> | MultipartRequest): Promise<ResponseOf<E>> {
  let response: Response;
  if (endpoint.body === 'query') {
    response = await apiRequest(endpoint.method, urlWithQuery(endpoint.path, request));
  } else if (endpoint.body === 'multipart') {
    const { fields, image } = request as MultipartRequest;
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (image) form.append('image', image);
    response = await apiRequest(endpoint.method, endpoint.path, form);
  } else {
    response = await apiRequest(endpoint.method, endpoint.path, request);
  }
  return endpoint.response.parse(await readJson<unknown>(response)) as ResponseOf<E>;
}

/** The query key of a GET endpoint is its URL (lib/api.ts convention), so a mutation can refresh it. */
export const toolQueryKey = (endpoint: ToolEndpoint, query?: unknown) => [urlWithQuery(endpoint.path, query)] as const;

/** queryOptions for a GET endpoint (history lists, challenges, trivia). */
export function toolQueryOptions<E extends ToolEndpoint>(endpoint: E, query?: RequestOf<E>) {
  return queryOptions({ queryKey: toolQueryKey(endpoint, query), queryFn: () => callTool(endpoint, (query ?? {}) as RequestOf<E>) });
}

export interface ToolMutationOptions<E extends ToolEndpoint> {
  /** The spec's success toast (§8), or one built from the answer. */
  success: ToastInput | ((data: ResponseOf<E>) => ToastInput) | null;
  /** The destructive toast's title: 'Error' unless the spec names another (§8). */
  errorTitle?: string;
  /** Shown when the server sent no message. */
  errorFallback?: string;
  /** GET endpoints whose data this call changes (a history list), refetched after success. */
  refreshes?: ToolEndpoint[];
  onSuccess?: (data: ResponseOf<E>) => void | Promise<void>;
}

/**
 * The state machine every tool shares (spec §4): idle → pending (the caller disables its button and
 * shows the pending label) → success (result and toast) or error (destructive toast with the server's
 * message).
 */
export function useToolMutation<E extends ToolEndpoint>(endpoint: E, options: ToolMutationOptions<E>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestOf<E> | MultipartRequest) => callTool(endpoint, request),
    onSuccess: async (data) => {
      if (options.success) toast(typeof options.success === 'function' ? options.success(data) : options.success);
      await Promise.all((options.refreshes ?? []).map((e) => queryClient.invalidateQueries({ queryKey: [e.path], exact: false })));
      await options.onSuccess?.(data);
    },
    onError: (error) => {
      toast({ title: options.errorTitle ?? errorCopy.title, description: errorMessage(error, options.errorFallback ?? errorCopy.somethingWentWrong), variant: 'destructive' });
    },
  });
}
