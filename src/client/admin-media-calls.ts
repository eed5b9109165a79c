// The media library's calls (issue 12 §4). The upload goes through XMLHttpRequest, the one browser
// API that reports an upload's progress; its answer is read with the same envelope schema.
import { z } from "zod";
import { envelopeSchema, errorDataSchema } from "../../schemas/envelope";
import { mediaListSchema, mediaSchema, siteLogoSchema } from "../../schemas/media";
import type { LogoType } from "../../schemas/site";
import { ApiCallError, type ApiClientOptions, createCaller } from "./api-client";

const uploadAnswer = envelopeSchema(z.array(mediaSchema));
const failure = envelopeSchema(errorDataSchema.catch(null));

export function createAdminMediaClient(options: ApiClientOptions) {
  const { call } = createCaller(options);
  return {
    list: (query: { search?: string; page?: number; perPage?: number }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== "") params.set(key, String(value));
      return call("GET", "/admin/media", mediaListSchema, { query: params });
    },
    logos: () => call("GET", "/admin/logo", z.array(siteLogoSchema)),
    setLogo: (type: LogoType, mediaId: number) =>
      call("PUT", `/admin/logo/${type}`, z.array(siteLogoSchema), { body: { mediaId } }),
    removeLogo: (type: LogoType) => call("DELETE", `/admin/logo/${type}`, z.array(siteLogoSchema)),
    saveAlt: (id: number, alt: string) => call("PUT", `/admin/media/${id}`, mediaSchema, { body: { alt } }),
    remove: (id: number) => call("DELETE", `/admin/media/${id}`, z.null()),
    /** Sends the files with their alt texts; `onProgress` gets the share sent (0 to 1). */
    upload: (files: { file: File; alt: string }[], onProgress: (share: number) => void) =>
      new Promise<z.infer<typeof mediaSchema>[]>((resolve, reject) => {
        const form = new FormData();
        for (const { file, alt } of files) {
          form.append("file", file, file.name);
          form.append("alt", alt);
        }
        const request = new XMLHttpRequest();
        request.open("POST", `${options.origin ?? ""}/api/admin/media`);
        request.setRequestHeader("idSite", String(options.idSite));
        request.setRequestHeader("userLang", options.lang ?? "fr_FR");
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onerror = () => reject(new ApiCallError("L’envoi a échoué : vérifiez votre connexion.", 0));
        request.onload = () => {
          let json: unknown = null;
          try {
            json = JSON.parse(request.responseText);
          } catch {
            json = null;
          }
          const ok = uploadAnswer.safeParse(json);
          if (request.status < 300 && ok.success) return resolve(ok.data.data);
          const failed = failure.safeParse(json);
          reject(
            new ApiCallError(
              failed.success ? failed.data.message : `Erreur ${request.status}`,
              request.status,
              failed.success ? failed.data.data : null,
            ),
          );
        };
        request.send(form);
      }),
  };
}
