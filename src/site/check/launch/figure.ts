// Every finding of the launch profile says which of SPEC.md's launch figures the content no longer
// meets, so a red conformance run reads as "the site grew past its launch", not as a broken site.

/** "SPEC.md launch figure: the blog has 7 posts; found 8: remove 1". */
export function launchFigure(figure: string, found: string, fix: string): string {
  return `SPEC.md launch figure: ${figure}; found ${found}: ${fix}`;
}

/** "add 2" or "remove 1", the way back to the figure. */
export function toFigure(found: number, figure: number): string {
  return `${found < figure ? 'add' : 'remove'} ${Math.abs(figure - found)}`;
}
