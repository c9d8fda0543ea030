/**
 * Drives a running sandbox through its control API (--url, SANDBOX_URL, or PORT: controlUrl.ts).
 * Run with no arguments for the list of commands.
 */
import { formatBRL } from '../shared/format';
import { orderRequest, parseControlArgs, parseJson, simulatorRequest } from './controlCliArgs';
import { sandboxControlUrl } from './controlUrl';
import type { SandboxPrinterView } from './controlRoutes';

const HELP = `Uso: tsx src/sandbox/control-cli.ts COMANDO [opções]
  A sandbox: --url URL, ou SANDBOX_URL=URL, ou PORT=N (http://127.0.0.1:N; padrão 4010, como npm run demo)

  order [--store 101] [--items N] [--pickup|--delivery] [--chat] [--courier] [--no-coords]
        [--customer NOME] [--status PP] [--json '{...}']      novo pedido (evento novo)
  status PEDIDO STATUS [OBS]                                  muda o status como a plataforma (atualiza)
  event EVENTO ['{"payload":1}'] [--store 101]                emite um evento no canal da loja
  expire [--user pizzaria | --hash H | --store 101]           expira sessões (sem filtro: todas)
  code CNPJ_OU_CPF [--store 101]                              último código de recuperação enviado
  reset                                                       volta à semente
  simulate [on|off] [INTERVALO_MS] [--store 101]              simulador de pedidos (intervalo médio em ms, padrão 8000;
                                                              também --interval 8000)
  chat PEDIDO TEXTO                                           mensagem do cliente no chat do pedido
  advance ENTREGA                                             próxima etapa do entregador parceiro
  fault CAMINHO STATUS [--times 1]                            próximas N chamadas respondem STATUS
  state                                                       resumo do estado
  registration LOJA [ENABLED|PENDING|NONE]                    cadastro do Pagamento Online: habilita (padrão), volta para análise ou apaga (loja sem cadastro)
  printer [NOME ESTADO]                                       impressoras virtuais da demo: lista, ou muda o estado de uma:
                                                              pronta, pouco-papel, sem-papel, tampa-aberta, erro, offline,
                                                              mudo (não responde ao status), desligada (recusa conexão);
                                                              guarda|descarta: o que faz com o que chega enquanto parada
  fine-reversal approve|reject PEDIDO                         a plataforma aprova ou recusa o estorno de multa
                                                              do pedido (id ou código #hash)
  fine-reversals [--store 101]                                solicitações de estorno de multa
  pending [--store 101]                                       alterações de cadastro aguardando a equipe
  approve SOLICITACAO | reject SOLICITACAO                    a equipe aprova ou rejeita uma alteração
`;

const { values, positionals } = parseControlArgs(process.argv.slice(2));
const [command, ...args] = positionals;
const store = values.store?.[0] !== undefined ? Number(values.store[0]) : undefined;

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const base = sandboxControlUrl(process.env, values.url);
  let response: Response;
  try {
    response = await fetch(`${base}/__sandbox/${path}`, {
      method,
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`A sandbox não responde em ${base}. Ela está rodando (npm run sandbox)?`);
  }
  const data = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) {
    const error = (data as { error?: string }).error ?? `HTTP ${response.status}`;
    throw new Error(error);
  }
  return data;
}

interface PendingChangeLine {
  id_pendencias: number;
  nome_campo: string;
  status: string;
  valor_ant: string;
  valor_post: string;
  data_inclusao: string;
}

async function run(): Promise<void> {
  switch (command) {
    case 'order': {
      const order = (await call('POST', 'orders', orderRequest(values))) as {
        id_pedido: number;
        hash_pedido: string;
        id_estabelecimento: number;
        usuario_nome: string;
        valor_total: number;
        pedidoObj: { itens: unknown[]; retirada_local: boolean };
      };
      console.log(
        `Pedido ${order.id_pedido} (#${order.hash_pedido}) na loja ${order.id_estabelecimento}: ${order.usuario_nome}, ` +
          `${order.pedidoObj.itens.length} item(ns), ${formatBRL(order.valor_total)}, ` +
          `${order.pedidoObj.retirada_local ? 'retirada no local' : 'entrega'}.`,
      );
      return;
    }
    case 'fine-reversal': {
      const [decision, order] = args;
      if ((decision !== 'approve' && decision !== 'reject') || !order) throw new Error('Uso: fine-reversal approve|reject PEDIDO');
      const which = /^\d+$/.test(order) ? { orderId: Number(order) } : { hash: order.replace(/^#/, '') };
      const decided = (await call('POST', 'fine-reversals/decision', { ...which, approved: decision === 'approve' })) as { hash: string; approved: boolean };
      console.log(`Estorno de multa do pedido #${decided.hash}: ${decided.approved ? 'aprovado' : 'recusado'}.`);
      return;
    }
    case 'fine-reversals': {
      const { fineReversals } = (await call('GET', `fine-reversals${store !== undefined ? `?storeId=${store}` : ''}`)) as {
        fineReversals: { id: number; hash: string; storeId: number; approved: boolean | null; description: string }[];
      };
      for (const r of fineReversals) {
        const state = r.approved === null ? 'em análise' : r.approved ? 'aprovado' : 'recusado';
        console.log(`${r.id}\tloja ${r.storeId}\t#${r.hash}\t${state}\t${r.description}`);
      }
      if (fineReversals.length === 0) console.log('Nenhuma solicitação de estorno de multa.');
      return;
    }
    case 'status': {
      const [id, status, ...obs] = args;
      if (!id || !status) throw new Error('Uso: status PEDIDO STATUS [OBS]');
      const order = (await call('POST', `orders/${id}/status`, { status, obs: obs.join(' ') })) as { status: string; revisao: number };
      console.log(`Pedido ${id}: ${order.status} (revisão ${order.revisao}).`);
      return;
    }
    case 'event': {
      const [event, payload] = args;
      if (!event) throw new Error('Uso: event EVENTO [PAYLOAD_JSON] [--store 101]');
      await call('POST', 'events', { storeId: store ?? 101, event, payload: parseJson(payload, 'O payload') });
      console.log(`Evento '${event}' enviado à loja ${store ?? 101}.`);
      return;
    }
    case 'expire': {
      const result = (await call('POST', 'sessions/expire', { usuario: values.user, hash: values.hash, storeId: store })) as { expired: number };
      console.log(`${result.expired} sessão(ões) expirada(s).`);
      return;
    }
    case 'code': {
      const [documento] = args;
      if (!documento) throw new Error('Uso: code CNPJ_OU_CPF [--store 101]');
      const query = new URLSearchParams({ cnpj: documento, ...(store !== undefined ? { storeId: String(store) } : {}) });
      const code = (await call('GET', `recovery-code?${query.toString()}`)) as { codigo: string; uuid: string; usuario: string; expira_em: string };
      console.log(`Código ${code.codigo} para ${code.usuario} (uuid ${code.uuid}), válido até ${code.expira_em}.`);
      return;
    }
    case 'reset':
      await call('POST', 'reset');
      console.log('Sandbox de volta à semente.');
      return;
    case 'simulate': {
      const state = (await call('POST', 'simulator', simulatorRequest(args, values))) as { running: boolean; intervalMs: number; storeIds: number[] };
      console.log(state.running ? `Simulador ligado: ~${state.intervalMs} ms, lojas ${state.storeIds.join(', ')}.` : 'Simulador desligado.');
      return;
    }
    case 'chat': {
      const [id, ...text] = args;
      if (!id || text.length === 0) throw new Error('Uso: chat PEDIDO TEXTO');
      await call('POST', `chat/${id}/messages`, { text: text.join(' ') });
      console.log(`Mensagem do cliente enviada no pedido ${id}.`);
      return;
    }
    case 'advance': {
      const [id] = args;
      if (!id) throw new Error('Uso: advance ENTREGA');
      const result = (await call('POST', `deliveries/${id}/advance`)) as { status: string };
      console.log(`Entrega ${id}: ${result.status}.`);
      return;
    }
    case 'fault': {
      const [path, status] = args;
      if (!path || status === undefined) throw new Error('Uso: fault CAMINHO STATUS [--times 1]');
      await call('POST', 'faults', { path, status: Number(status), times: values.times ? Number(values.times) : 1 });
      console.log(`Falha ${status} programada para ${path}.`);
      return;
    }
    case 'state':
      console.log(JSON.stringify(await call('GET', 'state'), null, 2));
      return;
    case 'registration': {
      const [storeId, status] = args;
      if (!storeId) throw new Error('Uso: registration LOJA [ENABLED|PENDING|NONE]');
      const result = (await call('POST', 'online-payment/registration', { storeId: Number(storeId), status })) as { status: string };
      console.log(
        result.status === 'NONE'
          ? `Loja ${storeId} sem cadastro do Pagamento Online (cadastro, documentos e contas apagados; Pagamento Online desativado).`
          : `Cadastro do Pagamento Online da loja ${storeId}: ${result.status}.`,
      );
      return;
    }
    case 'printer': {
      const [name, state] = args;
      if (name && !state) throw new Error('Uso: printer [NOME ESTADO] (por exemplo: printer Caixa sem-papel)');
      const shown = name && state ? [(await call('POST', `printers/${encodeURIComponent(name)}`, { state })) as SandboxPrinterView] : null;
      const list = shown ?? ((await call('GET', 'printers')) as { printers: SandboxPrinterView[] }).printers;
      if (list.length === 0) console.log('Nenhuma impressora virtual nesta sandbox (npm run demo as liga).');
      for (const p of list) {
        console.log(
          `${p.name} (${p.uri}): ${p.state}, ${p.kind} enquanto parada; ` +
            `${p.printed} impressa(s), ${p.discarded} descartada(s), ${p.torn} cortada(s) ao meio${p.buffered > 0 ? `, ${p.buffered} bytes na memória` : ''}.`,
        );
      }
      return;
    }
    case 'pending': {
      const query = store !== undefined ? `?storeId=${store}` : '';
      const { pendingChanges } = (await call('GET', `pending-changes${query}`)) as { pendingChanges: PendingChangeLine[] };
      const waiting = pendingChanges.filter((p) => p.status === 'Pendente');
      if (waiting.length === 0) console.log('Nenhuma alteração aguardando avaliação.');
      for (const p of waiting) console.log(`#${p.id_pendencias} ${p.nome_campo}: "${p.valor_ant}" -> "${p.valor_post}" (desde ${p.data_inclusao})`);
      return;
    }
    case 'approve':
    case 'reject': {
      const [id] = args;
      if (!id) throw new Error(`Uso: ${command} SOLICITACAO (veja os números com: pending)`);
      const decided = (await call('POST', `pending-changes/${id}/${command}`)) as PendingChangeLine;
      console.log(`Solicitação #${decided.id_pendencias} (${decided.nome_campo}): ${decided.status}.`);
      return;
    }
    default:
      console.log(HELP);
      if (command && command !== 'help' && !values.help) process.exitCode = 2;
  }
}

run().catch((e: unknown) => {
  console.error(`Erro: ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
});
