import { useEffect, useRef } from "react";
import type { AppEvent } from "@contract/events.ts";
import { client } from "../client/index.ts";

type EventOf<T extends AppEvent["type"]> = Extract<AppEvent, { type: T }>;

/** Calls `handler` for every core event of the given types while the component is mounted. */
export function useAppEvent<T extends AppEvent["type"]>(types: T | T[], handler: (event: EventOf<T>) => void): void {
  const saved = useRef(handler);
  saved.current = handler;
  const key = Array.isArray(types) ? types.join(",") : types;
  useEffect(() => {
    const wanted = new Set(key.split(","));
    return client.subscribe((event) => {
      if (wanted.has(event.type)) saved.current(event as EventOf<T>);
    });
  }, [key]);
}
