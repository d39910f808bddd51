const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * Marks the document's module preloads (React Router's `<Scripts>`, hoisted into the head) as low
 * priority: every page works without JavaScript, so the first paint and the largest picture need the
 * stylesheets and images before the scripts that only enhance them (decision 0040). `<Scripts>` has
 * no prop for it, hence the edit of the shell's bytes: a scan with `indexOf`, and a copy only when
 * there is something to mark.
 */
export function lowerModulePreloads(html: Buffer): Buffer {
  let at = html.indexOf(MODULE_PRELOAD);
  if (at < 0) return html;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    const end = at + MODULE_PRELOAD.length;
    parts.push(html.subarray(from, end), LOW_PRIORITY);
    from = end;
    at = html.indexOf(MODULE_PRELOAD, end);
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
