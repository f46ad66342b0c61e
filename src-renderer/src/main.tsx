import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadView } from "./App.tsx";
import { parseRoute } from "./app/router.ts";
import "./styles.css";

// The view the address opens loads alongside the app's own code; a failure shows up (and is
// retried) when the view renders.
await preloadView(parseRoute(window.location.hash).view).catch(() => undefined);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
