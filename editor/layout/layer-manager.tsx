// The layers panel: the tree of the layout's elements, to select one, show or hide it.
import { useEditor } from "@grapesjs/react";
import type { Component } from "grapesjs";
import { useEffect, useState } from "react";
import { cn } from "../../src/ui/cn";

function LayerItem({ component, level }: { component: Component; level: number }) {
  const editor = useEditor();
  const { Layers } = editor;
  const [data, setData] = useState(() => Layers.getLayerData(component));
  useEffect(() => {
    const update = (changed: Component) => changed === component && setData(Layers.getLayerData(component));
    const event = Layers.events.component;
    editor.on(event, update);
    setData(Layers.getLayerData(component));
    return () => {
      editor.off(event, update);
    };
  }, [editor, Layers, component]);
  const { name, selected, visible, open, components } = data;
  return (
    <li>
      <div
        className={cn("flex items-center gap-1 pr-1", selected && "bg-blue-100")}
        style={{ paddingLeft: `${level * 12 + 4}px` }}
      >
        {components.length ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={`${open ? "Replier" : "Déplier"} « ${name} »`}
            onClick={() => Layers.setLayerData(component, { open: !open })}
            className="flex size-6 items-center justify-center rounded text-slate-700 hover:bg-slate-200"
          >
            <i
              className={cn("fa-solid text-xs", open ? "fa-caret-down" : "fa-caret-right")}
              aria-hidden="true"
            />
          </button>
        ) : (
          <span className="size-6" />
        )}
        <button
          type="button"
          aria-current={selected ? "true" : undefined}
          onClick={() => editor.select(component)}
          className={cn(
            "min-w-0 flex-1 truncate rounded px-1 py-1 text-left text-sm",
            !visible && "text-slate-500 line-through",
          )}
        >
          {name}
        </button>
        <button
          type="button"
          aria-pressed={!visible}
          aria-label={`${visible ? "Masquer dans l’éditeur" : "Afficher dans l’éditeur"} « ${name} »`}
          onClick={() => Layers.setLayerData(component, { visible: !visible })}
          className="flex size-6 items-center justify-center rounded text-slate-700 hover:bg-slate-200"
        >
          <i className={cn("fa-regular text-xs", visible ? "fa-eye" : "fa-eye-slash")} aria-hidden="true" />
        </button>
      </div>
      {open && components.length ? (
        <ul>
          {components.map((child) => (
            <LayerItem key={child.getId()} component={child} level={level + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function LayerManager({ root }: { root?: Component }) {
  if (!root) return null;
  return (
    <nav aria-label="Calques de la section">
      <ul className="py-1">
        {root.components().map((component: Component) => (
          <LayerItem key={component.getId()} component={component} level={0} />
        ))}
      </ul>
    </nav>
  );
}
