// The block library: drag a block into the page, or press it to add it after the selected element
// (keyboard users add blocks too).
import { useEditor } from "@grapesjs/react";
import type { Block } from "grapesjs";

export interface BlockManagerProps {
  mapCategoryBlocks: Map<string, Block[]>;
  dragStart: (block: Block, ev?: Event) => void;
  dragStop: (cancel?: boolean) => void;
  icons: Record<string, string>;
}

export function BlockManager({ mapCategoryBlocks, dragStart, dragStop, icons }: BlockManagerProps) {
  const editor = useEditor();
  const add = (block: Block) => {
    const content = block.getContent();
    if (!content || typeof content === "function") return;
    const selected = editor.getSelected();
    const parent = selected?.parent();
    const added =
      selected && parent
        ? parent.append(content, { at: selected.index() + 1 })
        : (editor.getWrapper()?.append(content) ?? []);
    const first = added[0];
    if (first) {
      editor.select(first);
      first.getEl()?.scrollIntoView({ block: "center" });
    }
  };
  return (
    <div className="flex flex-col gap-3 p-3">
      {[...mapCategoryBlocks].map(([category, blocks]) => (
        <section key={category} aria-labelledby={`blocks-${category}`}>
          <h3
            id={`blocks-${category}`}
            className="mb-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase"
          >
            {category}
          </h3>
          <ul className="grid grid-cols-2 gap-2">
            {blocks.map((block) => (
              <li key={block.getId()}>
                <button
                  type="button"
                  draggable
                  onDragStart={(ev) => dragStart(block, ev.nativeEvent)}
                  onDragEnd={() => dragStop(false)}
                  onClick={() => add(block)}
                  title="Glissez le bloc dans la page, ou appuyez pour l’ajouter après l’élément sélectionné"
                  className="flex h-full w-full cursor-grab flex-col items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-2 text-center text-xs text-slate-900 hover:border-blue-700 hover:bg-blue-50 focus-visible:outline-3 focus-visible:outline-blue-600"
                >
                  <i
                    className={`fa-solid ${icons[block.getId()] ?? "fa-cube"} text-lg text-slate-700`}
                    aria-hidden="true"
                  />
                  {block.getLabel()}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
