// The fixed parts of a one-sheet workbook (SpreadsheetML): content types, relationships, workbook, styles, properties.

// eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const NEEDS_WORK = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/; // eslint-disable-line no-control-regex

/** Text as XML character data: the five escapes, and the control characters XML 1.0 cannot hold left out. */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(/[&<>"]/g, (character) => ENTITIES[character]!);
}
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
export const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/**
 * The cell styles (cellXfs), by index: plain, bold, title (bold 14), a figure with thousands separators (#,##0,
 * built-in format 3), a bold figure.
 */
export const CELL_STYLE = { plain: 0, bold: 1, title: 2, figure: 3, boldFigure: 4 } as const;

const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}">
<fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="14"/><name val="Calibri"/><family val="2"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="3" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>`;

const ROOT_RELATIONSHIPS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>`;

const WORKBOOK_RELATIONSHIPS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>
</Relationships>`;

/** A sheet name as Excel allows it: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(name: string): string {
  return (
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

function workbook(name: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">
<bookViews><workbookView/></bookViews>
<sheets><sheet name="${xmlText(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets>
</workbook>`;
}

function coreProperties(createdAt: Date): string {
  const at = `${createdAt.toISOString().slice(0, 19)}Z`;
  return `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<dc:creator>Portal</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified>
</cp:coreProperties>`;
}

/** Every part but the sheet's own, by its path in the package. */
export function fixedParts(options: { sheetName: string; createdAt: Date }): [path: string, xml: string][] {
  return [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', ROOT_RELATIONSHIPS],
    ['docProps/core.xml', coreProperties(options.createdAt)],
    ['xl/workbook.xml', workbook(options.sheetName)],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELATIONSHIPS],
    ['xl/styles.xml', STYLES],
  ];
}
