// The selling agency as every ticket face prints it (the agent's face, the mail, the customer's shared link).
import type { TTicketFaceAgency } from '@portal/contracts';
import type { Database } from '@portal/db';
import { requireFound } from '../../../platform/errors.js';
import { agencyContactOf } from '../repository/booking-reads.js';

/** Name, phone, address and email of the agency; its phone is also the hotline the face shows. */
export async function faceAgencyOf(db: Database, agencyId: string): Promise<TTicketFaceAgency> {
  const agency = requireFound(await agencyContactOf(db, agencyId));
  return {
    name: agency.name,
    phone: agency.phone,
    hotline: agency.phone,
    address: agency.address,
    email: agency.email,
  };
}
