// The back-office's links to a form answer's files (issue 14 §4): the owner's mail names them, the
// inbox opens them. A resource route under /admin adds the session (src/app/routes/admin-inbox-file.ts),
// so that a file is downloaded by the site's admins only, never sent as an attachment.

/** What the resource route accepts after its prefix, and the API call that answers it. */
export const ANSWER_FILE_PATH = /^form\/\d{1,10}\/answer\/\d{1,10}\/file\/\d{1,10}$/;
export const ANSWER_FILE_PREFIX = "/admin/inbox/files/";

export const answerFileUrl = (formId: number, answerId: number, fileId: number) =>
  `${ANSWER_FILE_PREFIX}form/${formId}/answer/${answerId}/file/${fileId}`;
