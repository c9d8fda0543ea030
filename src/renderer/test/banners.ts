import type { Contract, Invoice } from '../../shared/api';

/** Test-only sample data for the banners. */
export const OVERDUE: Invoice[] = [
  {
    id: 11,
    hash: 'f11',
    starts_at: '2024-01-01',
    ends_at: '2024-01-31',
    balance: -15990,
    overdues_at: '2024-02-10',
    status: 'overdue',
    pdf_url: 'https://pay.example/11.pdf',
    invoice_url: 'https://pay.example/11',
    nfs: [],
  },
];

export const MANDATORY_CONTRACT: Contract = {
  status: true,
  assinar: true,
  texto: '<h3>Contrato de parceria</h3><p>Cláusula <b>primeira</b>.</p><script>window.hacked = true</script>',
  email: 'dono@saborcaseiro.com.br',
  link: 'https://assinatura.example/doc/1',
  contrato: 'CT-202',
  obrigatorio: true,
};
