/** The chat assistants the copy-page menu can open a page in, and the prompt each receives. */
export const ASSISTANTS = [
  {id: 'chatgpt', label: 'Open in ChatGPT', url: (prompt: string) => `https://chatgpt.com/?hints=search&q=${encodeURIComponent(prompt)}`},
  {id: 'claude', label: 'Open in Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
] as const;

/** A prompt that names the page's Markdown twin, so the assistant reads the page itself rather than guessing. */
export function assistantPrompt(title: string, twinUrl: string): string {
  return `Read ${twinUrl}, the Markdown version of the Dagster docs page "${title}", so I can ask you questions about it.`;
}
