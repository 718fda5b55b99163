/**
 * Puts text that is still being fetched on the clipboard. Passing the pending text to a ClipboardItem keeps
 * the click's permission in browsers (Safari) that lose it across an await; other browsers get writeText.
 */
export async function copyPendingText(text: Promise<string>): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) throw new Error('The clipboard is not available on this page');
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))})]);
      return;
    } catch (error) {
      // A browser that accepts ClipboardItem but not a pending value: fall through to writeText.
      if ((error as Error).name === 'NotAllowedError') throw error;
    }
  }
  await clipboard.writeText(await text);
}

/** Fetches a page's Markdown twin; rejects on anything but a successful answer. */
export async function fetchTwin(path: string): Promise<string> {
  const response = await fetch(path, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`The Markdown version of this page is missing (${response.status})`);
  return response.text();
}
