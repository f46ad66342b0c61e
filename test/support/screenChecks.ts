import type { Page } from "playwright-core";
import { METRIC_CATALOG } from "../../src-main/contract/metricCatalog.ts";
import { methods } from "../../src-main/contract/methods.ts";
import { describeStrategies } from "../../src-main/core/pipeline/describeStrategies.ts";
import { commands } from "../../src-main/server/cli/commands/index.ts";

// What a user would notice on any screen, checked by the browser tests: a page, a control or a
// table scrolled or cut off at the side, and the program's own names (fields, keys, ids,
// commands, libraries, raw errors) in the text.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const word = (name: string, flags = "") => new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`, flags);

/**
 * Ids the registries and catalogs give a human name, taken from them so a new strategy, metric
 * or QA type is checked without a change here: strategy ids ("kgqa"), metric ids
 * ("numeric-source") and QA type ids ("kg-triplet"). An id that is also a plain word of the
 * registries' own sentences ("multi-hop", "definitional") is a word, not an id.
 */
function registryIds(): { label: string; pattern: RegExp }[] {
  const infos = describeStrategies();
  const prose = [...infos.flatMap((s) => [s.label, s.description, s.summary, s.differences ?? ""]), ...METRIC_CATALOG.flatMap((m) => [m.label, m.checks, m.reading])].join(" ").toLowerCase();
  const isWord = (id: string) => word(id, "i").test(prose);
  return [
    ...infos.map((s) => ({ label: `the strategy id ${s.name}`, pattern: word(s.name) })),
    ...METRIC_CATALOG.filter((m) => /[-_]/.test(m.id) || m.id === "dseper")
      .filter((m) => !isWord(m.id))
      .map((m) => ({ label: `the metric id ${m.id}`, pattern: word(m.id, "i") })),
    ...infos.flatMap((s) => Object.keys(s.typeNames ?? {}).filter((id) => /[-_]/.test(id) && !isWord(id)).map((id) => ({ label: `the QA type id ${id}`, pattern: word(id) }))),
  ];
}

/** A command's first word after "distillate" ("serve", "models"): a command line, not the substance "distillate". */
const commandHeads = [...new Set(commands.map((c) => c.path[0]!))];

/**
 * Words that are the program's, not the user's: field names, item keys, ids, commands, libraries
 * and raw errors. Each is matched as a whole token (not inside a longer word, so "runs started"
 * is not the command "runs start" and a distillate in a paper is not a command line), and field
 * names by their shape (camelCase ending in a field word, snake_case), so a new field is caught
 * without a change here.
 */
export const INTERNAL_NAMES: { label: string; pattern: RegExp }[] = [
  { label: "a field name (paperId, maxTokens)", pattern: /(?<![\w-])[a-z]+(?:[A-Z][a-z0-9]*)*(?:Ids?|Tokens|Sections|Keyphrases|At|Ms|Path|Json)(?![\w-])/ },
  // Not a part of an address, a file's name or an e-mail ("first_last@lab.org", "model_q4.gguf"): those are the user's.
  { label: "a snake_case key (run_id, _engine)", pattern: /(?<![\w\-/:@.])_?[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-]|[@.][\w])|(?<![\w\-/:@.])_[a-z]+(?![\w-]|[@.][\w])/ },
  // "ID 1857" in capitals is left alone: an imported dataset's rows show their own column of that name.
  { label: "a stored id (id 12, #12)", pattern: /(?<![\w-])id\s*[:#=]?\s*\d+(?![\w-])|(?<![\w&#])#\d+(?![\w-])/ },
  { label: "an item key (paper:N/...)", pattern: /paper:\d+\// },
  { label: 'a command line ("distillate serve", "--model")', pattern: new RegExp(`(?<![\\w-])distillate (?:${commandHeads.map(escape).join("|")})(?![\\w-])|(?<![\\w-])--[a-z][a-z0-9-]*(?![\\w-])`) },
  ...Object.keys(methods).map((name) => ({ label: `the method name ${name}`, pattern: word(name) })),
  ...registryIds(),
  // A hyphenated command word ("add-demo", "import-qas") names a command wherever it stands; two plain words ("models list") only
  // when quoted as something to type ('"models info" gives it'), since unquoted they may be prose.
  ...commands.flatMap((c) => c.path.filter((part) => part.includes("-")).map((part) => ({ label: `the command "${c.path.join(" ")}"`, pattern: word(part) }))),
  ...commands.filter((c) => c.path.length > 1).map((c) => ({ label: `the command "${c.path.join(" ")}"`, pattern: new RegExp(`["“'‘\`]${escape(c.path.join(" "))}["”'’\`]`) })),
  { label: "a prompt version id (sciqag@3)", pattern: /(?<![\w.-])[a-z]+@\d+(?![\w.-])/ },
  { label: "a run kind's stored name (asked, imported) or placeholder model", pattern: /\b(asked|imported) \(prompt version|none \(imported QAs\)/ },
  { label: 'an OCR engine\'s stored name ("tesseract 5.3.0 (installed)", "tesseract 5.3.0 (installed, its own language data)")', pattern: /\btesseract [\d.]+ \(installed(?:, its own language data)?\)/ },
  { label: "a raw hash", pattern: /\b[0-9a-f]{16,}\b|\bsha256\b/i },
  ...["node-llama-cpp", "better-sqlite3", "pdfjs-dist", "electron-vite", "playwright", "tesseract.js"].map((name) => ({ label: `the package name ${name}`, pattern: word(name) })),
  { label: "a raw error (fetch failed, ECONNREFUSED, undefined, NaN)", pattern: /\bfetch failed\b|\bE(CONN[A-Z]+|NOENT|ACCES|NOTFOUND|TIMEDOUT|PIPE)\b|\bundefined\b|\bNaN\b|\[object Object\]/ },
];

/** The internal names in some texts a user reads, each described once with the words around it. */
export function internalNamesIn(texts: string[]): string[] {
  const problems: string[] = [];
  for (const { label, pattern } of INTERNAL_NAMES) {
    for (const text of texts) {
      const match = pattern.exec(text);
      if (!match) continue;
      const start = Math.max(0, match.index - 40);
      problems.push(`shows ${label} in "${text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, " ").trim()}"`);
      break;
    }
  }
  return problems;
}

/** A page wider than the window, every focusable control cut off at the side and every field's prompt cut short, described for a person. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return [...(await sideProblems(page)), ...(await cutPlaceholders(page))];
}

/**
 * Every table cell that shows only part of its text (ellipsised on one line, or clamped to two)
 * with no tooltip to give the rest: "RetChe…" in the review table's method column said nothing
 * a reviewer could get back. A cell cut on purpose (a question, a title) carries its whole text
 * as its title.
 */
export function cutCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('td, [role="gridcell"]')) {
      if (!cell.checkVisibility() || cell.closest("[title]") || cell.querySelector("[title]")) continue;
      const cut = [cell, ...cell.querySelectorAll<HTMLElement>("*")].some((element) => {
        const style = getComputedStyle(element);
        if (style.overflowX === "visible" && style.overflowY === "visible") return false;
        return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      });
      if (cut) problems.push(`the cell "${cell.innerText.trim()}" shows only part of its text, with no tooltip for the rest`);
    }
    return problems;
  });
}

/** A page wider than the window, and every focusable control or column header cut off at the side. */
function sideProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth > window.innerWidth) problems.push(`the page scrolls sideways: it is ${scrollWidth} px wide in a ${window.innerWidth} px window`);

    const describe = (element: Element): string => {
      const role = element.getAttribute("role") ?? element.tagName.toLowerCase();
      const name =
        element.getAttribute("aria-label") ??
        ((element as HTMLElement).innerText || "").trim().replace(/\s+/g, " ").slice(0, 40) ??
        "";
      const fallback = element.getAttribute("title") ?? element.getAttribute("placeholder") ?? element.getAttribute("data-testid") ?? element.className.toString().split(" ")[0] ?? "";
      return `${role} "${name || fallback}"`;
    };
    const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';
    // With a modal dialog open only its controls can be reached; the page behind it is inert.
    const scope: ParentNode = document.querySelector("dialog[open]:modal") ?? document;
    for (const element of scope.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || style.display === "none") continue;
      let box = element.getBoundingClientRect();
      // Visually hidden helpers (1 px boxes for screen readers, file inputs behind a label).
      if (box.width < 2 || box.height < 2 || Number(style.opacity) === 0) continue;
      // Kept off screen until focused (a "skip to content" link): judged where focus puts it.
      if (box.right <= 0 || box.left >= viewport) {
        const before = document.activeElement as HTMLElement | null;
        element.focus({ preventScroll: true });
        box = element.getBoundingClientRect();
        element.blur();
        before?.focus({ preventScroll: true });
      }
      if (box.left < -1 || box.right > viewport + 1) {
        problems.push(`${describe(element)} is cut off by the window (it spans ${Math.round(box.left)} to ${Math.round(box.right)} px of ${viewport})`);
        continue;
      }
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor).overflowX;
        if (overflow === "visible") continue;
        const outer = ancestor.getBoundingClientRect();
        const left = outer.left + ancestor.clientLeft;
        const right = left + ancestor.clientWidth;
        if (box.left < left - 1 || box.right > right + 1) {
          const scrolls = (overflow === "auto" || overflow === "scroll") && ancestor.scrollWidth > ancestor.clientWidth + 1;
          problems.push(
            `${describe(element)} is cut off by ${describe(ancestor)} (${scrolls ? "only reachable by scrolling that box sideways" : "its overflow is hidden"}; the control spans ${Math.round(box.left)} to ${Math.round(box.right)} px, the box shows ${Math.round(left)} to ${Math.round(right)} px)`,
          );
          break;
        }
      }
      // A control whose own content is cut: clipped or ellipsised text, or a focusable box (a
      // table grid, a preview) whose content is wider than it, reachable only by scrolling
      // sideways. Inputs aside: a typed value may be longer than its field.
      // A page zoomed past its pane (data-zoomed: by the reader, or to make a cited sentence readable) is panned on purpose.
      if (!["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName) && !element.matches("[data-zoomed]") && style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1) {
        const scrolls = style.overflowX === "auto" || style.overflowX === "scroll";
        problems.push(
          scrolls
            ? `${describe(element)} is wider inside than its box and scrolls sideways (${element.scrollWidth} px of content in ${element.clientWidth} px)`
            : `${describe(element)} shows only part of its text (${element.scrollWidth} px of text in ${element.clientWidth} px)`,
        );
      }
    }
    // Any box that scrolls sideways, focusable or not (a table grid, a list): a person has to
    // find its scrollbar to see what the window has room for.
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const style = getComputedStyle(element);
      if (style.overflowX !== "auto" && style.overflowX !== "scroll") continue;
      if (element.scrollWidth <= element.clientWidth + 1 || element.clientWidth < 2 || !element.checkVisibility()) continue;
      if (element.matches(FOCUSABLE) || element.closest("[data-verbatim], [data-zoomed]")) continue; // judged above, a file shown as it is, or a zoomed page
      problems.push(`${describe(element)} scrolls sideways (${element.scrollWidth} px of content in ${element.clientWidth} px)`);
    }
    // Tabs on more than one row: the row a tab sits on stops saying which tab is open.
    for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.checkVisibility());
      const rows = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      if (rows.size > 1) problems.push(`the tabs of ${describe(list)} wrap onto ${rows.size} rows`);
    }
    // A column header cut short: the reader cannot tell what the column holds.
    for (const header of document.querySelectorAll<HTMLElement>('th, [role="columnheader"]')) {
      if (!header.checkVisibility() || header.scrollWidth <= header.clientWidth + 1) continue;
      const style = getComputedStyle(header);
      if (style.overflowX === "visible") continue;
      problems.push(`the column header "${(header.innerText || header.getAttribute("aria-label") || "").trim()}" is cut (${header.scrollWidth} px of text in ${header.clientWidth} px)`);
    }
    return problems;
  });
}

/**
 * The internal names in the text a user can read: every visible text, placeholders and field
 * values. A file shown verbatim (the export preview, marked data-verbatim) is the file's public
 * format, not the app's words, and is left out.
 */
export async function internalNames(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const visible: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest("[data-verbatim], script, style")) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // A word split only by a line-break opportunity (<wbr>, as long file names get) is read as one word.
      const previous = node.previousSibling;
      if (previous?.nodeName === "WBR" && visible.length > 0) visible[visible.length - 1] += node.textContent.trim();
      else visible.push(node.textContent.trim());
    }
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
      // Text a person reads: not a password, and not the value of a radio button or a box, which is never drawn.
      .filter((field) => !["hidden", "password", "radio", "checkbox"].includes(field.type) && field.checkVisibility())
      .flatMap((field) => [field.placeholder, field.value]);
    // A menu's choices are read when it opens, though a closed one draws only the chosen one.
    const choices = [...document.querySelectorAll("select")].filter((select) => select.checkVisibility()).flatMap((select) => [...select.options].map((o) => o.text));
    return [visible.join("\n"), ...fields, ...choices].filter(Boolean);
  });
  return internalNamesIn(texts);
}

/**
 * How many rows Review's focus toolbar takes (its visible buttons and menus, by their tops), and
 * the controls that begin a row after the second: at 1024x700 two rows leave the QA in view.
 */
export function focusToolbarRows(page: Page): Promise<{ rows: number; wrapped: string[] }> {
  return page.getByRole("toolbar", { name: "Review actions" }).evaluate((bar) => {
    const controls = [...bar.querySelectorAll<HTMLElement>("button, select")].filter((e) => e.checkVisibility()).sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
    let rows = controls.length > 0 ? 1 : 0;
    const wrapped: string[] = [];
    controls.forEach((e, i) => {
      if (i === 0 || e.getBoundingClientRect().top - controls[i - 1]!.getBoundingClientRect().top <= 10) return;
      rows++;
      if (rows > 2) wrapped.push((e.textContent ?? "").trim());
    });
    return { rows, wrapped };
  });
}

/**
 * Text fields whose prompt (placeholder) is cut at the field's edge, as "…and full tex": the
 * prompt is put in the empty field as its text for a moment (no input event, so the app never
 * sees it) and the field's own layout says whether it scrolls, with the room a search field keeps
 * for its clear button counted as the browser counts it.
 */
export function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>("input[placeholder]")]
      .filter((field) => field.checkVisibility() && field.value === "" && field.placeholder !== "")
      .flatMap((field) => {
        field.value = field.placeholder;
        const [needed, shown] = [field.scrollWidth, field.clientWidth];
        field.value = "";
        return needed > shown ? [`the field's prompt "${field.placeholder}" is cut: it needs ${needed} px in ${shown} px`] : [];
      }),
  );
}
