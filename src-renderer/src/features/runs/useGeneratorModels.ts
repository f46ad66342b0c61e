import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";

/** The registered models that can write QAs (embedding models cannot), kept current. */
export function useGeneratorModels() {
  const models = useAsync(async () => (await client.call("models.list")).filter((m) => m.role !== "embedding"), []);
  useAppEvent("models.changed", models.reload);
  return models;
}
