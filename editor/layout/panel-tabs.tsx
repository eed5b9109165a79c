import { Tabs } from "radix-ui";
import type { ReactNode } from "react";

export interface PanelTab {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs of a side panel. Every panel stays mounted (forceMount): the GrapesJS providers inside must
 * exist when the editor starts, or GrapesJS would draw its own default panels.
 */
export function PanelTabs({ tabs, label }: { tabs: PanelTab[]; label: string }) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.id} className="flex min-h-0 flex-1 flex-col">
      <Tabs.List aria-label={label} className="flex border-b border-slate-300 bg-white">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className="flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-700 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-600 data-[state=active]:border-blue-700 data-[state=active]:text-slate-950"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.id}
          value={tab.id}
          forceMount
          className="min-h-0 flex-1 overflow-y-auto bg-white data-[state=inactive]:hidden"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
