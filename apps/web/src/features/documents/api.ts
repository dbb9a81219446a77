import {
  type Document,
  type DocumentLink,
  documentsApi,
  formatBytes,
  type PortalDocumentList,
  type StaffDocumentList,
} from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { currentTenantHint } from "@/lib/api";
import { call, keyOf, queryOptionsOf, urlOf } from "@/lib/api-client";
import { formatLocale } from "@/lib/format";

/** A URL the browser opens itself carries the localhost tenant hint as `?tenant=` (it cannot send X-Tenant). */
function withTenantHint(url: string): string {
  const hint = currentTenantHint();
  return hint ? `${url}${url.includes("?") ? "&" : "?"}tenant=${encodeURIComponent(hint)}` : url;
}

export const clientDocumentsKey = (tenantId: string, clientId: string) =>
  keyOf(documentsApi.list, { params: { tenantId, clientId } });
export const portalDocumentsKey = () => keyOf(documentsApi.portalList, {});

export function useClientDocuments(tenantId: string, clientId: string) {
  return useQuery<StaffDocumentList>(queryOptionsOf(documentsApi.list, { params: { tenantId, clientId } }));
}

export function usePortalDocuments() {
  return useQuery<PortalDocumentList>(queryOptionsOf(documentsApi.portalList, {}));
}

export function useDeleteDocument(tenantId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => call(documentsApi.remove, { params: { tenantId, documentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientDocumentsKey(tenantId, clientId) }),
  });
}

/** Asks for a signed link (five minutes, this session) and lets the browser download it as an attachment. */
export async function downloadDocument(getLink: () => Promise<DocumentLink>): Promise<void> {
  const { url } = await getLink();
  const anchor = document.createElement("a");
  anchor.href = withTenantHint(url);
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export const staffDocumentLink = (tenantId: string, documentId: string) => () =>
  call(documentsApi.link, { params: { tenantId, documentId } });
export const portalDocumentLink = (documentId: string) => () =>
  call(documentsApi.portalLink, { params: { documentId } });

export class UploadError extends Error {}

/**
 * Sends one file as the request body with XMLHttpRequest (fetch reports no upload progress); `onProgress` gets 0–1.
 * Answers the stored document, or throws an UploadError with the server's words.
 */
export function uploadDocumentFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<Document> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${url}${url.includes("?") ? "&" : "?"}name=${encodeURIComponent(file.name)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "application/octet-stream");
    xhr.setRequestHeader("Accept", "application/json");
    const hint = currentTenantHint();
    if (hint) xhr.setRequestHeader("X-Tenant", hint);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as Document);
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      reject(
        new UploadError(typeof message === "string" ? message : "The file could not be uploaded. Please try again."),
      );
    };
    xhr.onerror = () => reject(new UploadError("The connection was lost. Check your connection and try again."));
    xhr.send(file);
  });
}

export const staffUploadUrl = (tenantId: string, clientId: string) =>
  urlOf(documentsApi.upload, { params: { tenantId, clientId }, query: { name: "" } }).split("?")[0]!;
export const portalUploadUrl = () => documentsApi.portalUpload.path;

export const sizeLabel = (bytes: number) => formatBytes(bytes, formatLocale());
