// The back-office's links to a form's answers as files (issue 14 §4): each answer's files (the
// owner's mail names them, the inbox opens them) and the answers' exports. A resource route under
// /admin adds the session (src/app/routes/admin-form-file.ts), so that they are downloaded by the
// site's admins only: a file is never sent as an attachment.

/** What the resource route accepts after its prefix; the API call is /admin/form/{that}. */
export const FORM_FILE_PATH = /^\d{1,10}\/answer\/(?:export\.(?:csv|json)|\d{1,10}\/file\/\d{1,10})$/;
const FORM_FILE_PREFIX = "/admin/forms/files/";

export const answerFileUrl = (formId: number, answerId: number, fileId: number) =>
  `${FORM_FILE_PREFIX}${formId}/answer/${answerId}/file/${fileId}`;

export const answersExportUrl = (formId: number, format: "csv" | "json") =>
  `${FORM_FILE_PREFIX}${formId}/answer/export.${format}`;
