import {
  FULL_STATUS_REQUEST,
  PrinterReplyReader,
  decodeQueueCondition,
  decodeStatus,
  isStatusByte,
  printerCause,
  processIdFor,
  processIdRequest,
  processIdResponse,
  statusRequest,
} from './status';

/** A status byte with its fixed bits (1 and 4) and the given bits set. */
const byte = (...bits: number[]) => bits.reduce((b, n) => b | (1 << n), 0b0001_0010);
const ready = { printer: byte(), offline: byte(), error: byte(), paper: byte() };

describe('printer status (ESC/POS DLE EOT and GS ( H)', () => {
  it('asks DLE EOT 1..4 in one write and GS ( H fn 48 with a four-character ID', () => {
    expect([...statusRequest(2)]).toEqual([0x10, 0x04, 2]);
    expect([...FULL_STATUS_REQUEST]).toEqual([0x10, 4, 1, 0x10, 4, 2, 0x10, 4, 3, 0x10, 4, 4]);
    expect([...processIdRequest('A1b~')]).toEqual([0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30, 0x41, 0x31, 0x62, 0x7e]);
    expect(() => processIdRequest('ABC')).toThrow('ID de processo inválido');
    expect(() => processIdRequest('AB\nC')).toThrow('ID de processo inválido');
  });

  it('numbers process IDs with printable characters, different for every ticket', () => {
    const ids = Array.from({ length: 10_000 }, (_, n) => processIdFor(n));
    expect(new Set(ids).size).toBe(10_000);
    for (const id of ids.slice(0, 200)) expect(() => processIdRequest(id)).not.toThrow();
    expect(processIdFor(0)).toBe('!!!!');
  });

  it('tells a status byte by its fixed bits: 1 and 4 set, 0 and 7 clear', () => {
    expect(isStatusByte(0x12)).toBe(true);
    expect(isStatusByte(0x16)).toBe(true); // + bit 2
    expect(isStatusByte(0x13)).toBe(false); // bit 0
    expect(isStatusByte(0x92)).toBe(false); // bit 7
    expect(isStatusByte(0x10)).toBe(false); // bit 1 clear
    expect(isStatusByte(0x02)).toBe(false); // bit 4 clear
    expect(isStatusByte(0x37)).toBe(false); // the process-ID header
  });

  it('decodes the bit tables into the states the staff see', () => {
    expect(decodeStatus(ready)).toEqual({ state: 'pronta', canPrint: true, cause: 'pronta' });
    // n=4 bits 2-3: near end, a warning that still prints
    expect(decodeStatus({ ...ready, paper: byte(2, 3) })).toMatchObject({ state: 'pouco-papel', canPrint: true });
    // n=4 bits 5-6: paper end; n=2 bit 5: printing stopped by paper end
    expect(decodeStatus({ ...ready, printer: byte(3), offline: byte(5), paper: byte(2, 3, 5, 6) })).toMatchObject({
      state: 'sem-papel',
      canPrint: false,
      cause: 'sem papel',
    });
    expect(decodeStatus({ ...ready, paper: byte(5, 6) }).state).toBe('sem-papel');
    // n=2 bit 2: cover open (comes before the paper)
    expect(decodeStatus({ ...ready, printer: byte(3), offline: byte(2, 5), paper: byte(5, 6) })).toMatchObject({
      state: 'tampa-aberta',
      cause: 'tampa aberta',
    });
    // n=2 bit 6 with n=3 bit 3: the autocutter
    expect(decodeStatus({ ...ready, printer: byte(3), offline: byte(6), error: byte(3) })).toMatchObject({
      state: 'erro',
      canPrint: false,
      cause: 'erro no cortador de papel',
    });
    expect(decodeStatus({ ...ready, offline: byte(6), error: byte(5) }).cause).toBe('erro grave (desligue e ligue a impressora)');
    expect(decodeStatus({ ...ready, offline: byte(6), error: byte(6) }).cause).toBe('erro (aguardando recuperação)');
    // n=1 bit 3 with no cause given; n=2 bit 3 (paper being fed by the button)
    expect(decodeStatus({ ...ready, printer: byte(3) })).toMatchObject({ state: 'offline', canPrint: false });
    expect(decodeStatus({ ...ready, offline: byte(3) }).state).toBe('offline');
  });

  it('does not trust an answer with a byte that is not a status byte', () => {
    expect(decodeStatus({ ...ready, paper: 0xff })).toMatchObject({ state: 'sem-confirmacao', canPrint: true });
  });

  it('reads status bytes and process-ID responses from the stream, one cut across reads too', () => {
    const reader = new PrinterReplyReader();
    const response = processIdResponse('AB12');
    expect([...response]).toEqual([0x37, 0x22, 0x41, 0x42, 0x31, 0x32, 0x00]);
    expect(reader.push(Uint8Array.of(0x12, 0x16, ...response.slice(0, 3)))).toEqual([
      { kind: 'status', byte: 0x12 },
      { kind: 'status', byte: 0x16 },
    ]);
    expect(reader.push(Uint8Array.of(...response.slice(3), 0xff, 0x72))).toEqual([
      { kind: 'process-id', id: 'AB12' },
      { kind: 'status', byte: 0x72 },
    ]);
  });

  it("says the cause with the printer's name", () => {
    expect(printerCause('Caixa', 'sem papel')).toBe('Caixa: sem papel');
  });

  it('decodes an OS queue (IPP printer-state-reasons, CUPS Alerts) into the same states and causes', () => {
    const ready = { paused: false, reasons: [] };
    expect(decodeQueueCondition(ready)).toEqual({ state: 'pronta', canPrint: true, cause: 'pronta' });
    expect(decodeQueueCondition({ paused: false, reasons: ['media-empty-error'] })).toEqual({ state: 'sem-papel', canPrint: false, cause: 'sem papel' });
    expect(decodeQueueCondition({ paused: false, reasons: ['media-empty-warning'] }).state).toBe('sem-papel');
    expect(decodeQueueCondition({ paused: false, reasons: ['media-needed'] }).state).toBe('sem-papel');
    expect(decodeQueueCondition({ paused: false, reasons: ['cover-open-error'] })).toMatchObject({ state: 'tampa-aberta', cause: 'tampa aberta' });
    expect(decodeQueueCondition({ paused: false, reasons: ['door-open-error', 'media-empty-error'] }).state).toBe('tampa-aberta');
    expect(decodeQueueCondition({ paused: false, reasons: ['media-jam-error'] })).toMatchObject({ state: 'erro', cause: 'papel enroscado' });
    expect(decodeQueueCondition({ paused: false, reasons: ['offline-report'] })).toMatchObject({ state: 'offline', canPrint: false });
    expect(decodeQueueCondition({ paused: false, reasons: ['other-error'] })).toMatchObject({ state: 'erro', canPrint: false, cause: 'erro' });
    // a warning or a report that says nothing of paper or cover does not stop it
    expect(decodeQueueCondition({ paused: false, reasons: ['toner-low-report', 'processing-to-stop-point'] }).state).toBe('pronta');
    expect(decodeQueueCondition({ paused: false, reasons: ['media-low-report'] })).toEqual({ state: 'pouco-papel', canPrint: true, cause: 'pouco papel' });
    expect(decodeQueueCondition({ paused: true, reasons: [] })).toEqual({ state: 'offline', canPrint: false, cause: 'fila pausada no sistema' });
    expect(decodeQueueCondition({ paused: false, reasons: ['paused'] }).cause).toBe('fila pausada no sistema');
  });
});
