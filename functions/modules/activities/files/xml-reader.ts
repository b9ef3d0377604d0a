import type { SaxesTagPlain } from 'saxes';
import type { UploadRefusal } from '@shared/schemas/activities';

/** What an XML format reader does with the document, element by element (names without their namespace prefix). */
export interface XmlVisitor {
  open(name: string, attributes: Record<string, string>, path: readonly string[]): void;
  text(text: string, path: readonly string[]): void;
  close(name: string, path: readonly string[]): void;
}

class DoctypeRefused extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams a document through `visitor` with saxes, a strict (well-formedness checking) parser that never fetches
 * anything. A DOCTYPE is refused outright, so no entity is ever declared, let alone expanded (only XML's five
 * predefined entities exist; any other is an error). Unclosed elements at the end mean the file was cut off.
 */
export async function readXml(
  text: string,
  visitor: XmlVisitor,
): Promise<{ ok: true } | { ok: false; refusal: UploadRefusal; message?: string }> {
  // Loaded on the first XML upload only: saxes ships beside the workouts bundle (functions/http/lazy-modules.ts).
  const { SaxesParser } = await import('saxes');
  const parser = new SaxesParser<{ xmlns: false }>({ xmlns: false });
  const path: string[] = [];
  let failure: Error | null = null;
  parser.on('doctype', () => {
    throw new DoctypeRefused();
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const name = localName(tag.name);
    path.push(name);
    visitor.open(name, tag.attributes, path);
  });
  parser.on('text', (value) => {
    if (path.length) visitor.text(value, path);
  });
  parser.on('cdata', (value) => {
    if (path.length) visitor.text(value, path);
  });
  parser.on('closetag', (tag) => {
    visitor.close(localName(tag.name), path);
    path.pop();
  });
  parser.on('error', (error) => {
    failure ??= error;
    throw error;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof DoctypeRefused)
      return {
        ok: false,
        refusal: 'corrupt',
        message: 'The file declares a DTD (DOCTYPE), which activity files never need: it is not read.',
      };
    if (
      /unclosed (tag|root)|document must contain a root element|unexpected end/i.test(
        String((failure ?? (error as Error)).message),
      )
    )
      return { ok: false, refusal: 'truncated' };
    return { ok: false, refusal: 'corrupt' };
  }
  return { ok: true };
}
