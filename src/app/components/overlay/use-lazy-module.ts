import { useEffect, useRef, useState } from "react";
import { importChunk } from "../../../client/chunk-reload";

/**
 * A module loaded the first time it is `wanted` (the overlays' code is not part of the first page
 * load: a visitor who never opens one never downloads it). A chunk that fails to load reloads the
 * page once (spec §8); if it may not, `onFail` is told.
 */
export function useLazyModule<M>(
  wanted: boolean,
  load: () => Promise<M>,
  onFail: (error: unknown) => void,
): M | null {
  const [module, setModule] = useState<M | null>(null);
  const loading = useRef(false);
  const latest = useRef({ load, onFail });
  latest.current = { load, onFail };
  useEffect(() => {
    if (!wanted || module || loading.current) return;
    loading.current = true;
    importChunk(latest.current.load)
      .then((m) => setModule(() => m))
      .catch((error: unknown) => latest.current.onFail(error))
      .finally(() => {
        loading.current = false;
      });
  }, [wanted, module]);
  return module;
}
