import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { choiceSummary, filterChoices, listedFirst, toggleChoice, type Choice, type ChoiceMenuProps } from "./choices.ts";
import { useCloseOnOutsidePointer } from "./useCloseOnOutsidePointer.ts";
import { usePopoverFit } from "./usePopoverFit.ts";

/** A ChoiceMenu's state: open or not, the text typed, what it lists and what its button says. */
export function useChoiceMenu<T extends string | number>(props: ChoiceMenuProps<T>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const [pinned, setPinned] = useState<Choice<T>[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const fit = usePopoverFit(popover, open);
  const listId = useId();
  useCloseOnOutsidePointer(root, open, () => setOpen(false));

  const remote = props.remoteSearch;
  // A remote search's results are already what the text asks for, a page at a time.
  const visible = useMemo(() => (remote ? props.options : filterChoices(props.options, search)), [props.options, search, remote]);
  const first = listedFirst(props.options, props.selected, pinned, remote);
  const summary = props.summary ?? choiceSummary(props.selected, first.chosen, props.anyText ?? "any");
  const toggle = (value: T) => props.onChange(toggleChoice(props.selected, value));

  return {
    root,
    popover,
    fit,
    listId,
    open,
    summary,
    visible,
    listedFirst: first.first,
    searchText: remote ? remote.text : search,
    matchingAll: remote?.matching ?? props.options.length,
    toggle,
    /** One listed first keeps the list as it is until the text changes or the menu reopens. */
    toggleListedFirst: (value: T) => {
      setPinned(first.first);
      toggle(value);
    },
    onSearchText: (text: string) => {
      setPinned([]);
      if (remote) remote.onText(text);
      else setSearch(text);
    },
    onButton: () => {
      if (!open) {
        props.onOpen?.();
        setPinned([]);
      }
      setOpen(!open);
    },
    close: () => setOpen(false),
    /** Escape closes the menu and gives focus back to its button. */
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Escape" && open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        root.current?.querySelector<HTMLButtonElement>("button.choice-button")?.focus();
      }
    },
  };
}
