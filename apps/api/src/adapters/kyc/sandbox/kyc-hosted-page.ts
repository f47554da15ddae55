import { escapeHtml } from '../../sandbox-page';
import type { SandboxApplicant } from './kyc-sandbox.repository';
import { SANDBOX_DOCUMENTS, SANDBOX_REJECTIONS } from './kyc-sandbox-provider';

const STYLES = `
body { margin: 0; font: 15px/1.5 "Segoe UI", system-ui, sans-serif; background: #eef3f1; color: #1d2a26; }
.banner { background: repeating-linear-gradient(45deg, #ffb020, #ffb020 14px, #ffc44d 14px, #ffc44d 28px);
  color: #2b1d00; text-align: center; font-weight: 800; letter-spacing: .08em; padding: .5rem; }
main { max-width: 28rem; margin: 2.5rem auto; background: #fff; border-radius: 14px; padding: 1.75rem;
  box-shadow: 0 8px 30px rgba(20, 50, 40, .12); }
.brand { display: flex; align-items: center; gap: .5rem; font-weight: 700; color: #1f7a5c; }
.brand span { background: #1f7a5c; color: #fff; border-radius: 6px; padding: .1rem .45rem; }
label, legend { display: block; margin: .9rem 0 .3rem; font-weight: 600; font-size: .9rem; }
fieldset { border: 1px solid #c5d3cd; border-radius: 8px; padding: .25rem .9rem .8rem; margin-top: 1rem; }
fieldset label { font-weight: 400; margin: .35rem 0; }
select, input[type=file] { width: 100%; box-sizing: border-box; padding: .55rem .6rem; border: 1px solid #c5d3cd; border-radius: 8px; font: inherit; }
.actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
button { flex: 1; padding: .8rem; border: 0; border-radius: 8px; font: inherit; font-weight: 700; cursor: pointer; color: #fff; }
.approve { background: #1f7a5c; } .reject { background: #a33a2b; }
.note { font-size: .85rem; color: #4a5a55; }`;

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Sandbox ID (TEST MODE)</title>
<style>${STYLES}</style></head>
<body><div class="banner" role="note">TEST MODE · Sandbox ID · no real identity check</div>
<main><div class="brand"><span>ID</span> Sandbox ID</div>${body}</main></body></html>`;

const options = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([value, text]) => `<option value="${escapeHtml(value)}">${escapeHtml(text)}</option>`)
    .join('');

/**
 * The verification page of one applicant: the tester uploads a document or picks one, then
 * decides the review as the provider's moderators would.
 */
export const renderVerification = (
  token: string,
  applicant: SandboxApplicant,
  error?: string,
): string =>
  layout(
    'Verify your identity',
    `<h1>Verify your identity</h1>
<p>Level <strong>${escapeHtml(applicant.levelName)}</strong>${
      applicant.reviewAnswer === 'RED'
        ? ` · last review rejected: ${escapeHtml(applicant.rejectReason ?? '')}`
        : ''
    }</p>
<form method="post" action="/sandbox/kyc/websdk/${escapeHtml(token)}">
  <label for="document_type">Document</label>
  <select id="document_type" name="document_type">${options(SANDBOX_DOCUMENTS)}</select>
  <label for="document_file">Upload a picture of it (optional in test mode)</label>
  <input id="document_file" name="document_file" type="file" accept="image/png,image/jpeg,application/pdf">
  <fieldset><legend>Review result (test mode)</legend>
    <label for="rejection">Rejection reason, if rejected</label>
    <select id="rejection" name="rejection">${options(SANDBOX_REJECTIONS)}</select>
  </fieldset>
  ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
  <div class="actions">
    <button class="approve" type="submit" name="answer" value="GREEN">Approve</button>
    <button class="reject" type="submit" name="answer" value="RED">Reject</button>
  </div>
</form>
<p class="note">The result reaches the casino as a signed webhook, as a real provider sends it.</p>`,
  );

/** An applicant already accepted, or a review just sent: the way back to the merchant. */
export const renderKycDone = (text: string, returnUrl: string | null): string =>
  layout(
    'Verification',
    `<h1>${escapeHtml(text)}</h1>${
      returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to the merchant</a></p>` : ''
    }`,
  );

export const renderKycNotFound = (): string =>
  layout('Not found', '<h1>This verification link is wrong or has expired.</h1>');
