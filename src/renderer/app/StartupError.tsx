/** Shown instead of a blank window when the panel cannot start (no platform config). */
export function StartupError({ message }: { message: string }) {
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', padding: 32, maxWidth: 640 }}>
      <h1>Não foi possível iniciar o Painel do Parceiro</h1>
      <p>{message}</p>
      <p>Verifique a configuração da plataforma e tente novamente.</p>
      <button type="button" onClick={() => window.location.reload()}>
        Tentar novamente
      </button>
    </main>
  );
}
