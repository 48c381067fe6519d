/** A small unified diff (LCS over lines) for --check reports; output is capped so CI logs stay readable. */
export function unifiedDiff(before: string, after: string, file: string, maxLines = 60): string {
  const a = before.split('\n');
  const b = after.split('\n');
  const n = a.length;
  const m = b.length;
  if (n * m > 4_000_000) return `--- a/${file}\n+++ b/${file}\n@@ file too large to diff (${n} → ${m} lines) @@\n`;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  type Op = { t: ' ' | '-' | '+'; line: string; ai: number; bi: number };
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) ops.push({ t: ' ', line: a[i]!, ai: i++, bi: j++ });
    // Removals first, as diff(1) and git print them: what is on disk, then what would be written.
    else if (i < n && (j >= m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) ops.push({ t: '-', line: a[i]!, ai: i++, bi: j });
    else ops.push({ t: '+', line: b[j]!, ai: i, bi: j++ });
  }
  const out = [`--- a/${file}`, `+++ b/${file}`];
  // A hunk is a run of lines within 3 of a change: changes 6 or fewer unchanged lines apart share one.
  const near = ops.map((_, at) => ops.slice(Math.max(0, at - 3), at + 4).some((o) => o.t !== ' '));
  for (let k = 0; k < ops.length; ) {
    if (!near[k]) {
      k++;
      continue;
    }
    let end = k;
    while (end < ops.length && near[end]) end++;
    const hunk = ops.slice(k, end);
    const aLen = hunk.filter((o) => o.t !== '+').length;
    const bLen = hunk.filter((o) => o.t !== '-').length;
    out.push(`@@ -${hunk[0]!.ai + 1},${aLen} +${hunk[0]!.bi + 1},${bLen} @@`);
    for (const o of hunk) out.push(`${o.t}${o.line}`);
    k = end;
  }
  const lines = out.length > maxLines ? [...out.slice(0, maxLines), `… ${out.length - maxLines} more diff lines`] : out;
  return `${lines.join('\n')}\n`;
}
