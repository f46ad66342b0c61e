import { SystemStatus } from "./features/system/SystemStatus.tsx";

export function App() {
  return (
    <div className="app">
      <header className="topbar">
        <h1>Distillate</h1>
      </header>
      <main className="content">
        <section className="empty-state">
          <h2>No papers yet</h2>
          <p>Import scientific PDFs to read them, generate question–answer pairs and export datasets.</p>
        </section>
        <SystemStatus />
      </main>
    </div>
  );
}
