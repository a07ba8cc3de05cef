/**
 * Every component name a story's content holds, nested blocks included, each once in reading
 * order. Blocks of either flag variant count: the code for both may be needed.
 */
export function storyComponents(content: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    // Content is a tree of plain data; a deeper one is not a story.
    if (depth > 32 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const { component } = value as { component?: unknown };
    if (typeof component === 'string') found.add(component);
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(content, 0);
  return [...found];
}
