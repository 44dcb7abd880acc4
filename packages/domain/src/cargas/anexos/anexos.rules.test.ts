import {
  ANEXO_ACCEPT,
  ANEXO_EXTENSOES_IMAGEM,
  ANEXO_MESSAGES,
  ANEXO_TAMANHO_MAXIMO,
  base64Length,
  formatTamanhoArquivo,
  isAnexoImagem,
  nomeDoArquivo,
  verificarAnexo,
} from './anexos.rules';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const zeros = (n: number) => new Array<number>(n).fill(0);

/** A real 1×1 PNG. */
const PNG = new Uint8Array([
  137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21,
  196, 137, 0, 0, 0, 13, 73, 68, 65, 84, 120, 218, 99, 252, 207, 192, 80, 15, 0, 4, 133, 1, 128, 132, 169,
  140, 33, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130,
]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', zeros(20));
const GIF = bytes('GIF89a', [1, 0, 1, 0], zeros(20));
const BMP = bytes('BM', zeros(12), [40, 0, 0, 0], zeros(30));
const WEBP = bytes('RIFF', [30, 0, 0, 0], 'WEBP', 'VP8 ', zeros(20));
const SVG = bytes('<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
const PDF = bytes('%PDF-1.7\n', zeros(20));
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04], zeros(20));
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], zeros(20));
const XML = bytes('\xEF\xBB\xBF<?xml version="1.0"?><nfeProc></nfeProc>');

describe('verificarAnexo', () => {
  it.each([
    ['foto.jpg', 'image/jpeg', JPEG],
    ['foto.jpeg', 'image/jpg', JPEG],
    ['foto.png', 'image/png', PNG],
    ['foto.gif', 'image/gif', GIF],
    ['foto.bmp', 'image/bmp', BMP],
    ['foto.webp', 'image/webp', WEBP],
    ['logo.svg', 'image/svg+xml', SVG],
    ['canhoto.pdf', 'application/pdf', PDF],
    ['planilha.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP],
    ['carta.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP],
    ['carta.doc', 'application/msword', OLE],
    ['planilha.xls', 'application/vnd.ms-excel', OLE],
    ['nfe.xml', 'text/xml', XML],
  ])('accepts %s declared as %s when the bytes match', (nome, contentType, data) => {
    const result = verificarAnexo({ nome, contentType, bytes: data });
    expect(result.ok).toBe(true);
  });

  it('refuses an image whose bytes are another format with the catalogue message', () => {
    expect(verificarAnexo({ nome: 'foto.png', contentType: 'image/png', bytes: JPEG })).toEqual({
      ok: false,
      motivo: 'conteudo',
      message: 'Erro ao carregar imagem',
    });
    // Truncated PNG: signature only, no IHDR.
    expect(verificarAnexo({ nome: 'x.png', contentType: 'image/png', bytes: PNG.slice(0, 8) })).toMatchObject(
      {
        message: ANEXO_MESSAGES.imagemInvalida,
      },
    );
    // A GIF of zero width does not decode.
    expect(
      verificarAnexo({ nome: 'x.gif', contentType: 'image/gif', bytes: bytes('GIF89a', [0, 0, 1, 0]) }),
    ).toMatchObject({ ok: false, message: ANEXO_MESSAGES.imagemInvalida });
  });

  it('refuses a document whose bytes are not its declared type', () => {
    expect(verificarAnexo({ nome: 'a.pdf', contentType: 'application/pdf', bytes: PNG })).toMatchObject({
      ok: false,
      message: ANEXO_MESSAGES.conteudoInvalido,
    });
  });

  it('refuses types outside the list, whatever the name says', () => {
    const exe = bytes('MZ', zeros(40));
    expect(
      verificarAnexo({ nome: 'foto.png', contentType: 'application/x-msdownload', bytes: exe }),
    ).toMatchObject({ ok: false, motivo: 'tipo', message: ANEXO_MESSAGES.tipoNaoPermitido });
    expect(
      verificarAnexo({ nome: 'pagina.html', contentType: 'text/html', bytes: bytes('<html>') }),
    ).toMatchObject({
      motivo: 'tipo',
    });
  });

  it('uses the extension only to choose the type to check when the declared type is generic', () => {
    expect(verificarAnexo({ nome: 'foto.PNG', contentType: 'application/octet-stream', bytes: PNG }).ok).toBe(
      true,
    );
    expect(verificarAnexo({ nome: 'foto.png', contentType: '', bytes: PDF })).toMatchObject({
      ok: false,
      message: ANEXO_MESSAGES.imagemInvalida,
    });
    expect(verificarAnexo({ nome: 'sem-extensao', contentType: null, bytes: PNG })).toMatchObject({
      motivo: 'tipo',
    });
  });

  it('refuses SVG and XML with DOCTYPE or entity declarations, and SVG whose root is not <svg>', () => {
    const doctype = bytes('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "b">]><svg></svg>');
    expect(verificarAnexo({ nome: 'a.svg', contentType: 'image/svg+xml', bytes: doctype }).ok).toBe(false);
    expect(verificarAnexo({ nome: 'a.xml', contentType: 'application/xml', bytes: doctype }).ok).toBe(false);
    const html = bytes('<html><svg></svg></html>');
    expect(verificarAnexo({ nome: 'a.svg', contentType: 'image/svg+xml', bytes: html })).toMatchObject({
      message: 'Erro ao carregar imagem',
    });
  });

  it('refuses empty files and files over the limit (the size may be given apart from the bytes)', () => {
    expect(
      verificarAnexo({ nome: 'a.png', contentType: 'image/png', bytes: new Uint8Array() }),
    ).toMatchObject({
      motivo: 'vazio',
      message: ANEXO_MESSAGES.vazio,
    });
    expect(
      verificarAnexo({
        nome: 'a.png',
        contentType: 'image/png',
        bytes: PNG,
        tamanho: ANEXO_TAMANHO_MAXIMO + 1,
      }),
    ).toMatchObject({ motivo: 'tamanho', message: 'O arquivo deve ter no máximo 10 MB.' });
    expect(
      verificarAnexo({ nome: 'a.png', contentType: 'image/png', bytes: PNG, tamanho: ANEXO_TAMANHO_MAXIMO })
        .ok,
    ).toBe(true);
  });
});

describe('attachment helpers', () => {
  it('lists the spec image extensions (02 §5) and an accept list for file inputs', () => {
    expect([...ANEXO_EXTENSOES_IMAGEM].sort()).toEqual(['bmp', 'gif', 'jpeg', 'jpg', 'png', 'svg', 'webp']);
    expect(ANEXO_ACCEPT).toContain('.jpeg');
    expect(ANEXO_ACCEPT).toContain('.pdf');
  });

  it('tells images from other types', () => {
    expect(isAnexoImagem('image/svg+xml')).toBe(true);
    expect(isAnexoImagem('image/jpg')).toBe(true);
    expect(isAnexoImagem('application/pdf')).toBe(false);
    expect(isAnexoImagem('image/tiff')).toBe(false);
  });

  it('adds the type extension to a download name that lacks it', () => {
    expect(nomeDoArquivo('Comprovante de entrega', 'image/jpeg')).toBe('Comprovante de entrega.jpg');
    expect(nomeDoArquivo('canhoto.JPEG', 'image/jpeg')).toBe('canhoto.JPEG');
    expect(nomeDoArquivo('canhoto.png', 'application/pdf')).toBe('canhoto.png.pdf');
  });

  it('formats sizes in pt-BR', () => {
    expect(formatTamanhoArquivo(1)).toBe('1 byte');
    expect(formatTamanhoArquivo(820)).toBe('820 bytes');
    expect(formatTamanhoArquivo(12_700)).toBe('12,4 KB');
    expect(formatTamanhoArquivo(3_355_443)).toBe('3,2 MB');
  });

  it('computes the base64 length of a size', () => {
    expect(base64Length(1)).toBe(4);
    expect(base64Length(3)).toBe(4);
    expect(base64Length(4)).toBe(8);
    // 'eHh4eHh4eHh4eA==' is the base64 of ten 'x'.
    expect(base64Length(10)).toBe('eHh4eHh4eHh4eA=='.length);
  });
});
