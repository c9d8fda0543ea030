/** Network printers: raw ESC/POS over TCP (port 9100, 'JetDirect'); the printing itself is confirmedTcp.ts. */

export function offlineMessage(name: string, host: string, port: number, code: string | undefined, timeoutMs: number): string {
  const where = `${name} (${host}:${port})`;
  switch (code) {
    case 'ECONNREFUSED':
      return `Impressora offline: ${where} recusou a conexão. Verifique se ela está ligada e conectada à rede.`;
    case 'ETIMEDOUT':
      return `Impressora offline: ${where} não respondeu em ${Math.round(timeoutMs / 1000)} s. Verifique se ela está ligada e conectada à rede.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return `Impressora offline: ${where} está inacessível na rede. Verifique o cabo ou o Wi-Fi e o endereço IP.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Impressora offline: o endereço ${host} da impressora ${name} não foi encontrado na rede.`;
    default:
      return `Impressora offline: não foi possível enviar a impressão para ${where}${code ? ` (${code})` : ''}.`;
  }
}
