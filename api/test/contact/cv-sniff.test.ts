import { cleanFileName, cvExtension, sniffCv, zipEntryNames } from '../../src/leads/cv';
import { cvFiles, zipOf } from '../../testing/fixtures';

describe('CV content sniffing', () => {
  test('recognises the three formats by their bytes', () => {
    expect(sniffCv(cvFiles.pdf())).toBe('pdf');
    expect(sniffCv(cvFiles.doc())).toBe('doc');
    expect(sniffCv(cvFiles.docx())).toBe('docx');
  });

  test('refuses look-alikes: other ZIPs, other OLE2 files, HTML, a bare signature', () => {
    expect(sniffCv(cvFiles.xlsx())).toBeUndefined();
    expect(sniffCv(cvFiles.xls())).toBeUndefined();
    expect(sniffCv(cvFiles.html())).toBeUndefined();
    expect(sniffCv(Buffer.from('PK\x03\x04'))).toBeUndefined();
    expect(sniffCv(Buffer.from(' %PDF-1.4'))).toBeUndefined();
    // A file that only mentions word/ inside an entry's content is not a Word document.
    expect(sniffCv(zipOf({ 'notes.txt': 'see word/document.xml' }))).toBeUndefined();
  });

  test('reads entry names from the central directory, or the local headers of a cut file', () => {
    const docx = cvFiles.docx();
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    const withoutCentralDirectory = docx.subarray(0, docx.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])));
    expect(zipEntryNames(withoutCentralDirectory)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(sniffCv(withoutCentralDirectory)).toBe('docx');
  });

  test('extensions and kept file names', () => {
    expect(cvExtension('CV Final.PDF')).toBe('pdf');
    expect(cvExtension('cv.docx.exe')).toBeUndefined();
    expect(cleanFileName('C:\\Users\\ana\\cv.pdf')).toBe('cv.pdf');
    expect(cleanFileName('a/b/"<x>".pdf')).toBe('x.pdf');
    expect(cleanFileName('')).toBe('cv');
  });
});
