import { API_BASE, ApiError, sessionHeaders } from '../../../lib/api-client';

/**
 * POSTs one file as multipart/form-data (field `file`) with the session headers. `apiRequest` sends JSON
 * only, so uploads go through here; errors keep the API's one shape (`{ message, messages? }`).
 */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const data = new FormData();
  data.append('file', file, file.name);
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...sessionHeaders() },
    body: data,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  if (response.ok) return body as T;
  const shape = (body !== null && typeof body === 'object' ? body : {}) as {
    message?: unknown;
    messages?: unknown;
  };
  const messages = Array.isArray(shape.messages) ? shape.messages.map(String) : [];
  const message = typeof shape.message === 'string' ? shape.message : (messages[0] ?? '');
  throw new ApiError(response.status, message, messages, body);
}
