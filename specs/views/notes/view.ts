// The notes view: ext-apps' App client receives list_notes' result from the host and renders it; each Pin button
// calls pin_note (an app-only tool) through the host and renders what it returns.
// Built into index.html (one self-contained file, as hosts load views) by `npm run build:views`.
import { App } from '@modelcontextprotocol/ext-apps';

interface Note {
  readonly id: string;
  readonly text: string;
  readonly pinned: boolean;
}

const app = new App({ name: 'notes-view', version: '1.0.0' });
const list = document.getElementById('notes') as HTMLUListElement;
const status = document.getElementById('status') as HTMLParagraphElement;

function render(result: { structuredContent?: unknown; isError?: boolean }): void {
  if (result.isError) {
    status.textContent = 'The tool failed.';
    return;
  }
  const notes = ((result.structuredContent as { notes?: Note[] } | undefined)?.notes ?? []);
  status.textContent = `${notes.length} note${notes.length === 1 ? '' : 's'}`;
  list.replaceChildren(...notes.map(item));
}

function item(note: Note): HTMLLIElement {
  const li = document.createElement('li');
  li.dataset.id = note.id;
  li.className = note.pinned ? 'pinned' : '';
  const text = document.createElement('span');
  text.textContent = note.pinned ? `${note.text} (pinned)` : note.text;
  li.append(text);
  if (!note.pinned) {
    const pin = document.createElement('button');
    pin.textContent = 'Pin';
    pin.addEventListener('click', async () => {
      pin.disabled = true;
      render(await app.callServerTool({ name: 'pin_note', arguments: { id: note.id } }));
    });
    li.append(pin);
  }
  return li;
}

app.ontoolresult = (result) => render(result);
await app.connect();
