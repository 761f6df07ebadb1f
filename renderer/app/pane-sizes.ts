import { useCallback, useState } from 'react';

export interface PaneSizes {
  left: number;
  right: number;
  bottom: number;
}

const STORAGE_KEY = 'marketdesk.panes';
const defaults: PaneSizes = { left: 400, right: 300, bottom: 240 };
const limits: Record<keyof PaneSizes, [number, number]> = {
  left: [260, 720],
  right: [240, 520],
  bottom: [120, 600],
};

export const clampPane = (pane: keyof PaneSizes, size: number): number => {
  const [min, max] = limits[pane];
  return Math.round(Math.min(max, Math.max(min, size)));
};

const readSizes = (): PaneSizes => {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<PaneSizes>;
    return {
      left: clampPane('left', stored.left ?? defaults.left),
      right: clampPane('right', stored.right ?? defaults.right),
      bottom: clampPane('bottom', stored.bottom ?? defaults.bottom),
    };
  } catch {
    return defaults;
  }
};

/** The workspace's pane sizes in pixels, kept across launches. */
export function usePaneSizes() {
  const [sizes, setSizes] = useState(readSizes);
  const resize = useCallback((pane: keyof PaneSizes, size: number) => {
    setSizes((current) => {
      const next = { ...current, [pane]: clampPane(pane, size) };
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not persisted; the layout still works for this session.
      }
      return next;
    });
  }, []);
  return { sizes, resize };
}
