import type { GgufMetadata, ModelInfo } from "@contract/models.ts";
import { quantizationWords } from "@contract/quantizationWords.ts";
import { CopyButton } from "../../shared/CopyButton.tsx";
import { CopyChecksum } from "../../shared/CopyChecksum.tsx";
import { formatDateTime } from "../../shared/format.ts";
import { formatBytes, formatParameters, formatTokens } from "@contract/numberWords.ts";

/** The file's own name, from a path written with either separator. */
const fileName = (filePath: string) => filePath.split(/[\\/]/).filter(Boolean).pop() ?? filePath;

const withWords = (quantization: string | null | undefined) => (quantization ? quantizationWords(quantization) : "—");

/**
 * A model's facts: for a served model, where it is served; for a file, what its header says
 * (`meta`, once read) or else what the registry recorded when it was added; while the header is
 * read, the facts only it holds say so in their place.
 */
export function ModelFactsList({ model, meta, readingHeader }: { model: ModelInfo; meta: GgufMetadata | null | undefined; readingHeader: boolean }) {
  if (model.remote) {
    return (
      <dl className="facts model-facts">
        <dt>Served as</dt>
        <dd className="path">{model.remote.model}</dd>
        <dt>{model.remote.endpoints.length === 1 ? "Server" : "Servers"}</dt>
        <dd className="path">
          {model.remote.endpoints.map((url) => (
            <div key={url}>{url}</div>
          ))}
        </dd>
        <dt>Context</dt>
        <dd>{model.contextLength ? `${formatTokens(model.contextLength)} tokens` : "as the server reports when a run starts"}</dd>
        <dt>Added</dt>
        <dd>{formatDateTime(model.addedAt)}</dd>
      </dl>
    );
  }
  return (
    <dl className="facts model-facts">
      {/* The file's name says which file; its whole path is a detail further down, copyable, not the headline. */}
      <dt>File</dt>
      <dd className="model-file-name">{fileName(model.filePath)}</dd>
      <dt>Size</dt>
      <dd>{formatBytes(model.fileSize)}</dd>
      <dt>Architecture</dt>
      <dd>{meta?.architecture ?? model.architecture ?? "—"}</dd>
      <dt>Parameters</dt>
      <dd>{formatParameters(meta?.parameterCount ?? model.parameterCount)}{meta?.sizeLabel ? ` (${meta.sizeLabel})` : ""}</dd>
      <dt>Quantization</dt>
      <dd>{withWords(meta?.quantization ?? model.quantization)}</dd>
      <dt>Trained context</dt>
      <dd>{formatTokens(meta?.contextLength ?? model.contextLength)} tokens</dd>
      <dt>Chat template</dt>
      <dd>{model.hasChatTemplate ? "yes" : "none (a generic chat format is used)"}</dd>
      {!meta && readingHeader && (
        <>
          <dt>License</dt>
          <dd className="muted">reading the file header…</dd>
        </>
      )}
      {meta && (
        <>
          <dt>License</dt>
          <dd>{meta.license ?? "—"}</dd>
          <dt>GGUF</dt>
          <dd>
            version {meta.ggufVersion} · {meta.tensorCount} tensors{meta.splitParts > 1 ? ` · ${meta.splitParts} parts` : ""}
          </dd>
        </>
      )}
      {/* The checksum names this exact file for later, not which model it is: recorded, one click to copy. */}
      <dt>Fingerprint</dt>
      <dd>
        {model.sha256 ? (
          <>
            recorded with every QA it writes · <CopyChecksum sha256={model.sha256} />
          </>
        ) : model.hashProgress !== null ? (
          `computing (${Math.floor(model.hashProgress * 100)}%)`
        ) : (
          "not computed yet"
        )}
      </dd>
      <dt>Source</dt>
      {model.source ? <dd className="path">{model.source}</dd> : <dd>{model.managed ? "kept in the data folder" : "local file, used where it is"}</dd>}
      <dt>Path</dt>
      <dd className="model-path">
        <span className="path">{model.filePath}</span> · <CopyButton text={model.filePath} label="Copy path" copied="Path copied" title={`Copy the whole path: ${model.filePath}`} />
      </dd>
      <dt>Added</dt>
      <dd>{formatDateTime(model.addedAt)}</dd>
    </dl>
  );
}
