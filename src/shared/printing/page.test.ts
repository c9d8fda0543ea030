import { SESSION_PRINT_DEFAULTS } from '../api/areas/session';
import { contentColumns, pageSetup } from './page';

describe('pageSetup', () => {
  it('prints 32 columns on 58 mm (4,8) and 48 on 80 mm (7,0)', () => {
    expect(pageSetup({ ...SESSION_PRINT_DEFAULTS, larguraMaximaPagina: '4,8' }).columns).toBe(32);
    expect(pageSetup({ ...SESSION_PRINT_DEFAULTS, larguraMaximaPagina: '7,0' }).columns).toBe(48);
  });

  it('takes margins in columns and the line skip in lines', () => {
    const page = pageSetup({ ...SESSION_PRINT_DEFAULTS, margemEsquerda: 2, margemDireita: 3, saltoLinhaInicio: 4 });
    expect(page).toMatchObject({ marginLeft: 2, marginRight: 3, lineSkip: 4 });
    expect(contentColumns(page)).toBe(43);
  });

  it('cuts margins that would leave less than 16 columns, and ignores nonsense', () => {
    const page = pageSetup({ ...SESSION_PRINT_DEFAULTS, larguraMaximaPagina: '4,8', margemEsquerda: 10, margemDireita: 10 });
    expect(contentColumns(page)).toBe(16);
    const odd = pageSetup({ ...SESSION_PRINT_DEFAULTS, margemEsquerda: -3, margemDireita: Number.NaN, saltoLinhaInicio: 1000 });
    expect(odd).toMatchObject({ marginLeft: 0, marginRight: 0, lineSkip: 20 });
  });

  it('uses the font from the settings and base size + 2 for production', () => {
    const settings = { ...SESSION_PRINT_DEFAULTS, nomeFonte: 'Verdana', tamanhoFonte: 10 };
    expect(pageSetup(settings)).toMatchObject({ fontName: 'Verdana', fontSize: 10 });
    expect(pageSetup(settings, { production: true }).fontSize).toBe(12);
  });
});
