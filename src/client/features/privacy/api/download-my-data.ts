import { ApiError, NetworkError } from '#client/lib/api-client.ts';
import { type ApiErrorBody, isApiErrorBody } from '#shared/errors.ts';

export const MY_DATA_URL = '/api/account/export';

/** The name the server gave the file (`attachment; filename="…"`), or a plain one. */
function fileNameOf(response: Response): string {
  const named = /filename="([^"]+)"/u.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? 'my-data.zip';
}

/**
 * Fetches the member's zip and hands it to the browser as a download. Not a plain link: a refusal (the hourly
 * limit, a session that ended) must become a message in the member's words, not a broken file.
 */
export async function downloadMyData(): Promise<void> {
  let response: Response;
  try {
    response = await fetch(MY_DATA_URL, { credentials: 'include' });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) {
    let body: ApiErrorBody | null = null;
    try {
      const parsed: unknown = await response.json();
      body = isApiErrorBody(parsed) ? parsed : null;
    } catch {
      // A proxy's page: the status still says what happened.
    }
    throw new ApiError(response.status, body?.message ?? response.statusText, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click's download began; the blob can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
