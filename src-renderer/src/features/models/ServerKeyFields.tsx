import { Badge } from "../../shared/Badge.tsx";
import type { useAddServer } from "./useAddServer.ts";

/**
 * Where the server's API key lives: typed here and kept in the keychain in the desktop app;
 * behind a browser, read from an environment variable of the serving process. Either way, its name.
 */
export function ServerKeyFields({ form }: { form: ReturnType<typeof useAddServer> }) {
  return (
    <>
      {form.keepsKeys ? (
        <>
          <label htmlFor="server-key">API key</label>
          <div>
            <div className="add-server-key">
              <input
                id="server-key"
                type="password"
                autoComplete="off"
                value={form.key}
                onChange={(e) => form.setKey(e.target.value)}
                placeholder={form.keySaved ? "saved (type a new one to replace it)" : "only if the server needs one"}
              />
              {form.keySaved && <Badge tone="ok">saved</Badge>}
            </div>
            <p className="field-hint">Kept encrypted in this computer's keychain, never in the library, and sent only to the servers above.</p>
          </div>
          <label htmlFor="server-key-name">Saved under</label>
        </>
      ) : (
        <>
          <span className="add-server-label">API key</span>
          <p className="add-server-env" id="server-key-hint">
            This page cannot keep a key. If the server needs one, Distillate reads it from the environment variable{" "}
            <code>{form.keyName || "…"}</code> of the process serving this page, and sends it only to the servers listed in{" "}
            <code>{form.keyOriginsName}</code>.
          </p>
          <label htmlFor="server-key-name">Environment variable</label>
        </>
      )}
      <div>
        <input id="server-key-name" className="add-server-key-name" value={form.keyName} onChange={(e) => form.setKeyName(e.target.value)} spellCheck={false} />
        {!form.validKeyName && <p className="field-error">{form.keyNameRule}</p>}
        {form.validKeyName && <p className="field-hint">Servers that share a key can share this name.</p>}
      </div>
    </>
  );
}
