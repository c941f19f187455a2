import type { ImportFailResponse, ImportResponse, SheetError } from '@vitrine/contracts';
import { apiBase, apiHeaders } from '../../../../api/base';
import { reportUnauthorized, SERVER_UNREACHABLE } from '../../api/ownerClient';
import { tokenStore } from '../../api/tokenStore';

/** Where a long import is: sending the files (the share sent, when the browser knows it), then the server checking rows. */
export type ImportPhase = { kind: 'uploading'; fraction: number | null } | { kind: 'checking' };

export type ImportOutcome =
  | { ok: true; data: ImportResponse }
  | { ok: false; status: number; message: string; fileErrors: SheetError[] };

export interface ImportRequest {
  file: File;
  pictures: File | null;
  dryRun: boolean;
  allOrNothing: boolean;
  /** A commit's plan: the one its dry run answered (the server commits a plan once). */
  planId?: string | null;
}

/**
 * `POST /api/account/products/import`. Sent with XMLHttpRequest rather than fetch, because only
 * XHR reports upload progress: a 10 MB sheet with 50 MB of pictures takes a while on a phone.
 */
export function sendImport(
  request: ImportRequest,
  onPhase: (phase: ImportPhase) => void,
  signal?: AbortSignal,
): Promise<ImportOutcome> {
  const form = new FormData();
  form.append('file', request.file);
  if (request.pictures) form.append('pictures', request.pictures);
  const plan = !request.dryRun && request.planId ? `&plan_id=${encodeURIComponent(request.planId)}` : '';
  const query = `dry_run=${request.dryRun}&all_or_nothing=${request.allOrNothing}${plan}`;
  const token = tokenStore.get();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${apiBase()}/account/products/import?${query}`);
    for (const [name, value] of Object.entries(apiHeaders(token ? { Authorization: `Bearer ${token}` } : {}))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) =>
      onPhase({ kind: 'uploading', fraction: event.lengthComputable ? event.loaded / event.total : null });
    xhr.upload.onload = () => onPhase({ kind: 'checking' });
    const unreachable = () => resolve({ ok: false, status: 0, message: SERVER_UNREACHABLE, fileErrors: [] });
    xhr.onerror = unreachable;
    xhr.onabort = unreachable;
    xhr.onload = () => {
      let body: (Partial<ImportResponse> & Partial<ImportFailResponse>) | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 401 && token) reportUnauthorized();
      if (xhr.status === 200 && body?.status === 'success') {
        resolve({ ok: true, data: body as ImportResponse });
        return;
      }
      resolve({
        ok: false,
        status: xhr.status,
        message: body?.message || (xhr.status >= 500 ? SERVER_UNREACHABLE : xhr.statusText),
        fileErrors: body?.file_errors ?? [],
      });
    };
    signal?.addEventListener('abort', () => xhr.abort());
    onPhase({ kind: 'uploading', fraction: 0 });
    xhr.send(form);
  });
}

/** A rough count of a CSV's rows, for "Checking about 5,000 rows…" (an XLSX is not read here). */
export async function roughRowCount(file: File): Promise<number | null> {
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return null;
  try {
    const text = await file.text();
    const lines = text.split('\n').filter((line) => line.trim() !== '').length;
    return Math.max(0, lines - 1);
  } catch {
    return null;
  }
}
