import { useEffect, useState } from "react";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** The models that can write an answer (embedding models cannot) and the one picked: the default model until the person picks another. */
export function useAskModels() {
  const models = useAsync(async () => {
    const [list, settings] = await Promise.all([client.call("models.list"), client.call("settings.get")]);
    return { list: list.filter((m) => m.role !== "embedding"), defaultId: settings.defaultModelId };
  }, []);
  useAppEvent("models.changed", models.reload);
  const [picked, setPicked] = useState<number | null>(null);
  const list = models.data?.list ?? [];
  useEffect(() => {
    if (picked !== null && list.some((m) => m.id === picked)) return;
    const fallback = list.find((m) => m.id === models.data?.defaultId) ?? list[0];
    setPicked(fallback?.id ?? null);
  }, [models.data]);
  return { list, loading: models.loading, error: models.error, picked, pick: setPicked };
}
