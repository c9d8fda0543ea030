import type { SandboxContext } from '../context';
import { documentKind } from '../../shared/documents';
import { establishmentsForDocument, login, recoveryOptions, savePassword, sendRecoveryCode } from '../data/sessions';
import type { Routers } from './routers';

export function registerSessionRoutes({ legacy }: Routers, ctx: SandboxContext): void {
  legacy.publicRoute('login/index', { body: { usuario: 'string', senha: 'string' } }, ({ body }) => {
    const session = login(ctx, body.usuario, body.senha);
    if (!session) return { status: false, mensagem: 'Usuário ou senha inválidos.' };
    return { status: true, mensagem: 'Login efetuado com sucesso.', ...session };
  });

  legacy.publicRoute('login/redefinir', { body: { cnpj: 'string' } }, ({ body }) => {
    const estabelecimentos = establishmentsForDocument(ctx, body.cnpj);
    if (estabelecimentos.length === 0) {
      const kind = documentKind(body.cnpj) === 'cpf' ? 'CPF' : 'CNPJ';
      return { status: false, mensagem: `Nenhum estabelecimento encontrado para este ${kind}.` };
    }
    return { status: true, estabelecimentos };
  });

  legacy.publicRoute('login/redefinirSenha', { body: { cnpj: 'string', estabelecimento: 'number' } }, ({ body }) => {
    const opcoes = recoveryOptions(ctx, body.cnpj, Number(body.estabelecimento));
    if (!opcoes) return { status: false, mensagem: 'Estabelecimento não encontrado para este CNPJ/CPF.' };
    return { status: true, opcoes };
  });

  legacy.publicRoute('login/enviarCodigo', { body: { cnpj: 'string', estabelecimento: 'number', forma: 'string' } }, ({ body }) => {
    if (body.forma !== 'email' && body.forma !== 'sms') return { status: false, mensagem: 'Escolha e-mail ou SMS.' };
    const sent = sendRecoveryCode(ctx, body.cnpj, Number(body.estabelecimento), body.forma);
    if (!sent.ok) return { status: false, mensagem: sent.mensagem };
    const via = body.forma === 'sms' ? 'por SMS para' : 'para o e-mail';
    return { status: true, mensagem: `Código enviado ${via} ${sent.destino}.`, uuid: sent.uuid, usuario: sent.usuario };
  });

  legacy.publicRoute(
    'login/salvarSenha',
    { body: { estabelecimento: 'number', codigo: 'string', uuid: 'string', valor: 'string' } },
    ({ body }) => {
      const saved = savePassword(ctx, Number(body.estabelecimento), body.codigo, body.uuid, body.valor);
      if (!saved.ok) return { status: false, mensagem: saved.mensagem };
      return { status: true, mensagem: `Senha alterada com sucesso, ${saved.usuario}!` };
    },
  );
}
