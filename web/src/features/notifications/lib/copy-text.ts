/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else a selected text area and
 * the copy command (older browsers, or a page the browser denies clipboard access).
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through to the copy command.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The copy command was refused');
  } finally {
    area.remove();
  }
}
