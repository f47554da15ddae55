import type { Identifier } from 'ra-core';
import { staffFileUrl } from '../../providers/http';

export type ViewedDocument = {
  id: Identifier;
  /** The file's type as the API checked it on upload. */
  mime_type?: string | null;
  file_name?: string | null;
  type?: string | null;
  /** The file's path as the staff API lists it (`/v1/staff/documents/:id/file?media_id=`). */
  url?: string;
};

/** Whether a document is shown as a picture or as a PDF, from its type or else its name. */
export const viewerKind = (document: ViewedDocument): 'image' | 'pdf' | 'other' => {
  const mime = document.mime_type?.toLowerCase() ?? '';
  const name = document.file_name?.toLowerCase() ?? '';
  if (mime.startsWith('image/') || /\.(jpe?g|png|webp|gif)$/.test(name)) return 'image';
  if (mime === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  return 'other';
};

/**
 * A player's document inline, fetched with the operator's session from the staff API: a picture
 * as an image, a PDF in a frame of the browser's own viewer.
 */
export const DocumentViewer = ({ document }: { document: ViewedDocument }) => {
  const url = document.url ?? staffFileUrl(`/documents/${encodeURIComponent(document.id)}/file`);
  const name = document.file_name ?? `document ${document.id}`;
  const kind = viewerKind(document);
  return (
    <figure className="space-y-2">
      {kind === 'image' ? (
        <img
          src={url}
          alt={`Document ${document.id}${document.type ? ` (${document.type})` : ''}: ${name}`}
          className="max-h-[70vh] w-auto rounded border border-slate-200 bg-slate-100 object-contain"
        />
      ) : kind === 'pdf' ? (
        <iframe
          src={url}
          title={`Document ${document.id}: ${name} (PDF)`}
          className="h-[70vh] w-full rounded border border-slate-200"
        />
      ) : (
        <p>This file cannot be shown here.</p>
      )}
      <figcaption className="text-sm">
        <a className="text-blue-800 underline" href={url} target="_blank" rel="noreferrer">
          Open {name} in a new tab
        </a>
      </figcaption>
    </figure>
  );
};
