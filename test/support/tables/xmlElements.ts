/**
 * Just enough XML for the ICDAR 2013 truth files: elements with attributes (quoted either way),
 * text with the five predefined entities and numeric references, comments and the declaration
 * skipped. No DTDs, namespaces or CDATA, which those files do not use; anything else is refused
 * with the place it was found.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and its descendants', in document order. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === "#") return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

export class XmlReadError extends Error {
  override readonly name = "XmlReadError";
}

/** The document's root element. */
export function readXml(source: string): XmlElement {
  const xml = source.replace(/^\uFEFF/, "");
  const stack: XmlElement[] = [{ name: "#document", attributes: {}, children: [], text: "" }];
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g;
  let at = 0;
  const addText = (raw: string) => {
    if (!raw) return;
    if (raw.includes("<")) throw new XmlReadError(`a tag not understood near character ${at}`);
    const text = decode(raw);
    for (const open of stack) open.text += text;
  };
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    addText(xml.slice(at, m.index));
    at = tag.lastIndex;
    if (m[2] === undefined) continue; // declaration or comment
    const [, closing, name, attrs, selfClosing] = m;
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name) throw new XmlReadError(`</${name}> at character ${m.index} closes <${open?.name ?? "nothing"}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of attrs!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes[a[1]!] = decode(a[2] ?? a[3] ?? "");
    const element: XmlElement = { name: name!, attributes, children: [], text: "" };
    stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  addText(xml.slice(at));
  if (stack.length !== 1) throw new XmlReadError(`<${stack.at(-1)!.name}> is never closed`);
  const root = stack[0]!.children[0];
  if (!root) throw new XmlReadError("no root element");
  return root;
}

/** Every descendant element named `name`, in document order. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const child of e.children) {
      if (child.name === name) out.push(child);
      walk(child);
    }
  };
  walk(element);
  return out;
}
