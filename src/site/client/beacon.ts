// Fire-and-forget POST to the lead service; nothing here ever throws or shows anything.
//
// navigator.sendBeacon gets the JSON as a *string*, which the browser sends as
// `text/plain;charset=UTF-8`: a CORS-safelisted type, so no preflight and no CORS answer is
// needed. Where sendBeacon is missing or refuses (queue full), fetch sends the same JSON with
// `Content-Type: application/json` and keepalive; that request is preflighted (OPTIONS).
// The lead service must therefore parse the body as JSON whatever the Content-Type says.

export function post(url: string, payload: unknown): void {
  try {
    const body = JSON.stringify(payload);
    if (navigator.sendBeacon?.(url, body)) return;
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive: true }).catch(
      () => {},
    );
  } catch {
    // Tracking must never disturb the visitor (SPEC.md §8).
  }
}
