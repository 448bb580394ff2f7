/**
 * Forms are checked in the browser with the very zod schemas the server parses the request with
 * (packages/shared), through react-hook-form's zod resolver, so the same input gets the same
 * answer on both sides. What a schema says is never shown as it is (its messages are English and
 * meant for the log): each form turns the refused fields, from the browser or from the server's
 * 400 answer alike, into its own translated words (decision 030).
 */
import type { FieldErrors } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/** A refused field: its path and the schema's reason, as the server names them (ApiError.issues). */
export type FormIssue = { path: string; message: string };

/** What the shared schema refused in the browser, in the server's shape. */
export function formIssues(errors: FieldErrors): FormIssue[] {
  return Object.entries(errors).flatMap(([path, error]) =>
    error ? [{ path, message: typeof error.message === 'string' ? error.message : String(error.type) }] : [],
  );
}

/** What the server refused (none when the request failed for another reason). */
export function requestIssues(error: unknown): FormIssue[] {
  return error instanceof ApiError ? error.issues : [];
}

/** Whether any of these fields is empty, or only spaces (the spec's 'fill in all fields' first). */
export function anyBlank(values: Record<string, unknown>, fields: readonly string[]): boolean {
  return fields.some((field) => String(values[field] ?? '').trim() === '');
}
