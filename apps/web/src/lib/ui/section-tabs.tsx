import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';

export interface TPageSection {
  /** The URL's `?secao=` value (or the parameter `param` names). */
  secao: string;
  label: string;
  Component: ComponentType;
}

export interface SectionTabsProps {
  /** In tab order; the first is shown when the URL names none (or an unknown one). */
  sections: readonly TPageSection[];
  /** The URL parameter holding the tab ('secao' unless the page names another, e.g. 'aba'). */
  param?: string;
}

/** A page's sections as tabs, the current one kept in `?secao=` (replaced, not pushed); only it is mounted. */
export function SectionTabs({ sections, param = 'secao' }: SectionTabsProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const current = (sections.find((section) => section.secao === requested) ?? sections[0])?.secao;
  const select = (value: string | null) => {
    if (value === null || !sections.some((section) => section.secao === value)) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(param, value);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <Tabs value={current ?? null} onChange={select} keepMounted={false}>
      <Tabs.List>
        {sections.map((section) => (
          <Tabs.Tab key={section.secao} value={section.secao}>
            {section.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {sections.map(({ secao, Component }) => (
        <Tabs.Panel key={secao} value={secao} pt="md">
          {secao === current ? <Component /> : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
