import { describe, expect, it } from "vitest";
import { editorConfig } from "./editor-config";

const base = {
  content: { html: "<p>x</p>", css: "", project: null },
  theme: { iconsStylesheet: "", stylesheets: [], themeCss: "" },
  blocks: [],
  images: [{ src: "/demo/a.jpg", alt: "A" }],
} as unknown as Parameters<typeof editorConfig>[0];

describe("the asset manager (issue 12 §4)", () => {
  it("sends dropped or picked files to the media library, and has no upload address of its own", async () => {
    const received: File[][] = [];
    const config = editorConfig({ ...base, uploadFiles: (files) => received.push(files) });
    const manager = config.assetManager ?? {};
    expect(manager).toMatchObject({
      upload: false,
      disableUpload: false,
      assets: [{ src: "/demo/a.jpg", name: "A" }],
    });
    const photo = new File([new Uint8Array([1, 2, 3])], "chai.jpg", { type: "image/jpeg" });
    await manager.uploadFile?.({ dataTransfer: { files: [photo] } } as unknown as DragEvent);
    await manager.uploadFile?.({ target: { files: [photo, photo] } } as unknown as DragEvent);
    expect(received.map((files) => files.map((f) => f.name))).toEqual([
      ["chai.jpg"],
      ["chai.jpg", "chai.jpg"],
    ]);
  });

  it("offers no upload without a library to send to", () => {
    const manager = editorConfig(base).assetManager ?? {};
    expect(manager.upload).toBe(false);
    expect(manager.uploadFile).toBeUndefined();
  });
});
