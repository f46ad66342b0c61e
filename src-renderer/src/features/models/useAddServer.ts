import { useEffect, useState } from "react";
import type { AddModelResult } from "@contract/models.ts";
import { API_KEY_NAME_RULE, DEFAULT_API_KEY_NAME, isApiKeyName, keyOriginsVariable } from "@contract/apiKeys.ts";
import type { ProbeRemoteResult } from "@contract/remoteModels.ts";
import { client } from "../../client/index.ts";
import { callKeepingError } from "../../shared/callKeepingError.ts";
import { addServerConcern } from "./addServerConcern.ts";
import { parseServerAddresses } from "./serverAddresses.ts";

/** Requests one server takes at once when the form is not changed (the same default as the CLI's). */
export const DEFAULT_CONCURRENCY = 2;
/** Seconds one request may take when the form is not changed (the same default as a run's). */
export const DEFAULT_TIMEOUT_SECONDS = 300;

/**
 * The "Add a server" form's state and calls: checking the servers (what they list, whether they
 * count tokens and score), keeping the API key (the desktop app's keychain through the shell,
 * sealed with the servers in the form; a browser cannot keep one, so the key is read from the
 * serving process's environment) and registering the model. The key itself is never kept here
 * after it is saved, nor shown again.
 */
export function useAddServer(onAdded: (result: AddModelResult) => void) {
  const keepsKeys = client.kind === "desktop";
  const [addresses, setAddresses] = useState("");
  const [model, setModel] = useState("");
  const [concurrency, setConcurrency] = useState(DEFAULT_CONCURRENCY);
  const [timeoutSeconds, setTimeoutSeconds] = useState(DEFAULT_TIMEOUT_SECONDS);
  const [keyName, setKeyName] = useState(DEFAULT_API_KEY_NAME);
  const [key, setKey] = useState("");
  const [keySaved, setKeySaved] = useState(false);
  const [probe, setProbe] = useState<ProbeRemoteResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  // What the check found wrong, said before "Add anyway": a server that does not answer is never added in silence.
  const [concern, setConcern] = useState<string | null>(null);
  const parsed = parseServerAddresses(addresses);
  const validKeyName = isApiKeyName(keyName);
  // A key is saved for servers: whether one is saved for these is asked again when they change.
  const urlsKey = parsed.problem ? "" : parsed.urls.join("\n");

  useEffect(() => {
    if (!keepsKeys || !validKeyName || urlsKey === "") return setKeySaved(false);
    let current = true;
    client.call("desktop.hasApiKey", { name: keyName, urls: urlsKey.split("\n") }).then(
      (saved) => current && setKeySaved(saved),
      () => current && setKeySaved(false),
    );
    return () => {
      current = false;
    };
  }, [keepsKeys, keyName, validKeyName, urlsKey]);

  /** A typed key goes to the keychain, sealed with these servers, before they are asked, so the check uses it too. */
  const saveKey = async () => {
    if (!keepsKeys || key.trim() === "") return;
    await client.call("desktop.saveApiKey", { name: keyName, key: key.trim(), urls: parsed.urls });
    setKey("");
    setKeySaved(true);
  };

  const check = async (wanted: string = model): Promise<ProbeRemoteResult | null> => {
    if (parsed.problem) return (setError(new Error(parsed.problem)), null);
    setConcern(null);
    const found = await callKeepingError({ setBusy: setChecking, setError }, async () => {
      await saveKey();
      const result = await client.call("models.probeRemote", { urls: parsed.urls, apiKeyName: keyName, ...(wanted ? { model: wanted } : {}) });
      setProbe(result);
      if (result.checkedModel) setModel(result.checkedModel);
      return result;
    });
    return found ?? null;
  };

  /** Adds the model; unless `anyway`, the servers are checked first (when not yet) and a problem found is said instead. */
  const add = async (anyway: boolean) => {
    if (parsed.problem) return setError(new Error(parsed.problem));
    let name = model.trim();
    if (!anyway) {
      const found = probe ?? (await check());
      if (!found) return;
      name ||= found.checkedModel ?? "";
      const worry = name ? addServerConcern(found, name) : null;
      if (worry) return setConcern(worry);
    }
    if (!name) return setError(new Error("Give the model's name as the server knows it, or press Check to pick one."));
    setConcern(null);
    await callKeepingError({ setBusy: setAdding, setError }, async () => {
      await saveKey();
      const result = await client.call("models.addRemote", {
        model: name,
        endpoints: parsed.urls.map((url) => ({ url, concurrency })),
        apiKeyName: keyName,
        timeoutSeconds,
      });
      onAdded(result);
    });
  };

  return {
    keepsKeys,
    addresses,
    setAddresses: (text: string) => {
      setAddresses(text);
      setProbe(null);
      setConcern(null);
    },
    addressProblem: addresses.trim() === "" ? null : parsed.problem,
    serverCount: parsed.urls.length,
    model,
    setModel: (name: string) => {
      setModel(name);
      setConcern(null);
    },
    concurrency,
    setConcurrency,
    timeoutSeconds,
    setTimeoutSeconds,
    keyName,
    setKeyName,
    validKeyName,
    keyNameRule: `${API_KEY_NAME_RULE.charAt(0).toUpperCase()}${API_KEY_NAME_RULE.slice(1)}.`,
    keyOriginsName: keyOriginsVariable(validKeyName ? keyName : DEFAULT_API_KEY_NAME),
    key,
    setKey,
    keySaved,
    probe,
    checking,
    adding,
    error,
    concern,
    check: (wanted?: string) => void check(wanted),
    /** Adds after a check; `anyway` adds what the check found a problem with, once the user has read it. */
    add: (anyway = false) => void add(anyway),
  };
}
