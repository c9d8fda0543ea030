import { loginEnviarCodigo, loginIndex, loginRedefinir, loginRedefinirSenha, loginSalvarSenha } from '../../shared/api';
import type { SandboxContext } from '../context';
import { documentKind } from '../../shared/documents';
import { establishmentsForDocument, login, recoveryOptions, savePassword, sendRecoveryCode } from '../data/sessions';
import type { AreaServices } from '../areaRoutes';

export function registerSessionRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.publicRoute(loginIndex, ({ body }) => {
    const session = login(ctx, body.usuario, body.senha);
    if (!session) return { status: false, mensagem: 'Usuário ou senha inválidos.' };
    return { status: true, mensagem: 'Login efetuado com sucesso.', ...session };
  });

  api.publicRoute(loginRedefinir, ({ body }) => {
    const estabelecimentos = establishmentsForDocument(ctx, body.cnpj);
    if (estabelecimentos.length === 0) {
      const kind = documentKind(body.cnpj) === 'cpf' ? 'CPF' : 'CNPJ';
      return { status: false, mensagem: `Nenhum estabelecimento encontrado para este ${kind}.` };
    }
    return { status: true, estabelecimentos };
  });

  api.publicRoute(loginRedefinirSenha, ({ body }) => {
    const opcoes = recoveryOptions(ctx, body.cnpj, body.estabelecimento);
    if (!opcoes) return { status: false, mensagem: 'Estabelecimento não encontrado para este CNPJ/CPF.' };
    return { status: true, opcoes };
  });

  api.publicRoute(loginEnviarCodigo, ({ body }) => {
    if (body.forma !== 'email' && body.forma !== 'sms') return { status: false, mensagem: 'Escolha e-mail ou SMS.' };
    const sent = sendRecoveryCode(ctx, body.cnpj, body.estabelecimento, body.forma);
    if (!sent.ok) return { status: false, mensagem: sent.mensagem };
    const via = body.forma === 'sms' ? 'por SMS para' : 'para o e-mail';
    return { status: true, mensagem: `Código enviado ${via} ${sent.destino}.`, uuid: sent.uuid, usuario: sent.usuario };
  });

  api.publicRoute(loginSalvarSenha, ({ body }) => {
    const saved = savePassword(ctx, body.estabelecimento, body.codigo, body.uuid, body.valor);
    if (!saved.ok) return { status: false, mensagem: saved.mensagem };
    return { status: true, mensagem: `Senha alterada com sucesso, ${saved.usuario}!` };
  });
}
