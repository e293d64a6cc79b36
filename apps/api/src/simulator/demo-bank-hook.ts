// Demo mode: tells the simulated bank where the demo F1's transfer notifications go (this server's hook, signed with
// the demo key), so a transfer made at the simulator (POST /bank/transfers) credits a QR top-up like a real bank.
import { DEMO_BANK_ACCOUNT, DEMO_BANK_HOOK } from '@portal/db';

export async function registerDemoBankHook(input: { suppliersUrl: string; apiUrl: string }): Promise<boolean> {
  try {
    const response = await fetch(`${input.suppliersUrl}/bank/hooks/${DEMO_BANK_ACCOUNT.accountNumber}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        url: `${input.apiUrl}/api/bank-hooks/notifications`,
        keyId: DEMO_BANK_HOOK.keyId,
        secret: DEMO_BANK_HOOK.secret,
      }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
