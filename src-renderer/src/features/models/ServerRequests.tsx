/**
 * Exactly what Distillate will ask of one server, method and URL, so that a person adding it
 * sees that nothing else is contacted there (and that the address's path is kept as typed).
 */
export function ServerRequests({ requests }: { requests: string[] }) {
  return (
    <div className="probe-requests">
      <span className="muted">Distillate contacts only:</span>
      <ul data-verbatim>
        {requests.map((request) => (
          <li key={request}>
            <code>{request}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
