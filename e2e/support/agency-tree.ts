// A journey's own agency tree, made through the API: fresh F1 staff in the demo F1 (SAOVIET) and a fresh F2 under it with
// its admin and agent, each with the permission groups the demo users of that role have, each signed in once to set a
// known password; the F2 funded by its F1 and a PIN for those who issue. The demo f1.admin is used only to create them,
// so journeys run in parallel and again on one server (one tree per worker process and server: a worker's journeys
// run one after another).
import { request as playwrightRequest, test as base } from '@playwright/test';
import { answerOf, bearerOf, signedInCaller, type Caller } from './api-caller';
import { DEMO_PASSWORD } from './portal';
import { fundF2, keepF1Funded, setPin } from './tree-funds';

export { TREE_PIN } from './tree-funds';

/** The password every user of a fresh tree ends up with (after the forced change of the emailed one). */
export const TREE_PASSWORD = 'Tree@2026x';

export type TreeUser = { username: string; fullName: string; email: string };

export type AgencyTree = {
  f1: { id: string; code: string };
  f2: { id: string; code: string; name: string };
  f1Admin: TreeUser;
  f1Agent: TreeUser;
  f2Admin: TreeUser;
  f2Agent: TreeUser;
};

type StaffGroup = { id: string; name: string; codes: string[] };
type StaffFormOptions = { agency: { id: string; code: string }; groups: StaffGroup[] };

/** The demo seed's group of each role (packages/db/src/seed/demo-data.ts ROLE_GROUP_NAMES). */
const GROUP_OF_ROLE = {
  admin_f1: 'Quản trị đại lý cấp 1',
  agent_f1: 'Nhân viên xuất vé',
  admin_f2: 'Quản trị đại lý cấp 2',
  agent_f2: 'Nhân viên đại lý cấp 2',
} as const;
const DEMO_F2_CODE = 'HOASEN';

let sequence = 0;
/** Lower-case letters and digits unique to this process and moment, for codes, usernames and emails. */
const uniqueSuffix = () =>
  `${Date.now().toString(36)}${process.pid.toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 4)}`;

const randomMobile = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The temporary password of the newest welcome mail to `email`, read by the F1 admin from the demo outbox. */
async function temporaryPasswordOf(admin: Caller, email: string): Promise<string> {
  const outbox = await answerOf<{ items: Array<{ body: string }> }>(
    await admin.get('/api/demo/outbox', { params: { to: email, limit: 1 } }),
    `outbox of ${email}`,
  );
  const match = /Mật khẩu tạm thời: ([^\s.]+)\./.exec(outbox.items[0]?.body ?? '');
  if (!match) throw new Error(`no temporary password in the mail to ${email}: ${outbox.items[0]?.body}`);
  return match[1]!;
}

/** Signs the new user in with the emailed password once and changes it to TREE_PASSWORD, as the forced change asks. */
async function settlePassword(admin: Caller, user: TreeUser, baseURL: string): Promise<void> {
  const temporary = await temporaryPasswordOf(admin, user.email);
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const headers = await bearerOf(api, { username: user.username, password: temporary });
    await answerOf(
      await api.post('/api/auth/change-password', {
        headers,
        data: { currentPassword: temporary, newPassword: TREE_PASSWORD },
      }),
      `password change of ${user.username}`,
    );
  } finally {
    await api.dispose();
  }
}

function newPerson(prefix: string, fullName: string): TreeUser & { phone: string } {
  const username = `e2e.${prefix}.${uniqueSuffix()}`;
  return { username, fullName, email: `${username}@example.com`, phone: randomMobile() };
}

async function staffFormOptions(admin: Caller, agencyId?: string): Promise<StaffFormOptions> {
  return answerOf<StaffFormOptions>(
    await admin.get('/api/agency/staff/form-options', {
      params: agencyId ? { agencyId } : {},
    }),
    'staff form options',
  );
}

function groupNamed(options: StaffFormOptions, name: string): StaffGroup {
  const group = options.groups.find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no group ${name} in ${options.agency.code}`);
  return group;
}

async function createStaff(
  admin: Caller,
  staff: {
    person: TreeUser & { phone: string };
    role: string;
    accountType: string;
    groupId: string;
    agencyId?: string;
  },
): Promise<void> {
  const { person } = staff;
  await answerOf(
    await admin.post('/api/agency/staff', {
      params: staff.agencyId ? { agencyId: staff.agencyId } : {},
      data: {
        username: person.username,
        fullName: person.fullName,
        email: person.email,
        phone: person.phone,
        accountType: staff.accountType,
        role: staff.role,
        groupIds: [staff.groupId],
      },
    }),
    `staff ${person.username}`,
  );
}

/** Creates the tree on the server `baseURL` points at, signed in as the demo f1.admin. */
export async function createAgencyTree(baseURL: string): Promise<AgencyTree> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const admin = await signedInCaller(api, { username: 'f1.admin', password: DEMO_PASSWORD });
    const f1Options = await staffFormOptions(admin);
    const demoF2 = await answerOf<{
      items: Array<{ id: string; code: string; bookingSystems: string[]; products: string[] }>;
    }>(await admin.get('/api/sub-agencies', { params: { q: DEMO_F2_CODE } }), 'the demo F2');
    const demoF2Agency = demoF2.items.find((agency) => agency.code === DEMO_F2_CODE)!;
    const demoF2Options = await staffFormOptions(admin, demoF2Agency.id);

    const f1Admin = newPerson('f1admin', 'Phạm Quản Trị');
    const f1Agent = newPerson('f1agent', 'Hoàng Xuất Vé');
    await createStaff(admin, {
      person: f1Admin,
      role: 'admin_f1',
      accountType: 'AGT',
      groupId: groupNamed(f1Options, GROUP_OF_ROLE.admin_f1).id,
    });
    await createStaff(admin, {
      person: f1Agent,
      role: 'agent_f1',
      accountType: 'AGT',
      groupId: groupNamed(f1Options, GROUP_OF_ROLE.agent_f1).id,
    });

    const code = `E2E${uniqueSuffix()}`.toUpperCase().slice(0, 20);
    const name = `Đại lý thử nghiệm ${code}`;
    const f2Admin = newPerson('f2admin', 'Lý Quản Trị');
    const defaults = (
      await answerOf<{ defaults: Record<string, unknown> }>(
        await admin.get('/api/sub-agencies/form-options'),
        'sub-agency form options',
      )
    ).defaults;
    const created = await answerOf<{ agency: { id: string; code: string } }>(
      await admin.post('/api/sub-agencies', {
        data: {
          code,
          name,
          taxCode: '',
          address: '',
          phone: randomMobile(),
          email: '',
          contactName: '',
          ...defaults,
          // The systems and products of the demo F2, so that the codes of its groups are all held by the new one.
          bookingSystems: demoF2Agency.bookingSystems,
          products: demoF2Agency.products,
          admin: {
            username: f2Admin.username,
            fullName: f2Admin.fullName,
            email: f2Admin.email,
            phone: f2Admin.phone,
            permissionCodes: groupNamed(demoF2Options, GROUP_OF_ROLE.admin_f2).codes,
          },
        },
      }),
      `sub-agency ${code}`,
    );
    const f2Id = created.agency.id;
    const agentCodes = groupNamed(demoF2Options, GROUP_OF_ROLE.agent_f2).codes;
    const agentGroup = await answerOf<{ id: string }>(
      await admin.post('/api/permission-groups', {
        params: { agencyId: f2Id },
        data: { name: GROUP_OF_ROLE.agent_f2, description: '', codes: agentCodes, memberIds: [] },
      }),
      `agent group of ${code}`,
    );
    const f2Agent = newPerson('f2agent', 'Trịnh Đặt Vé');
    await createStaff(admin, {
      person: f2Agent,
      role: 'agent_f2',
      accountType: 'SUB',
      groupId: agentGroup.id,
      agencyId: f2Id,
    });

    const people = { f1Admin, f1Agent, f2Admin, f2Agent };
    await Promise.all(Object.values(people).map((person) => settlePassword(admin, person, baseURL)));
    const as = (user: TreeUser) => ({ username: user.username, password: TREE_PASSWORD });
    await keepF1Funded(api, {
      id: f1Options.agency.id,
      admin: as(f1Admin),
      operator: { username: 'superadmin', password: DEMO_PASSWORD },
    });
    await fundF2(api, { id: f2Id, by: as(f1Admin) });
    // Those who issue: the F2's admin (EXPORT_TICKET; the F2 agent's group has none) and the F1's agent.
    await Promise.all([setPin(api, as(f2Admin)), setPin(api, as(f1Agent))]);
    return {
      f1: { id: f1Options.agency.id, code: f1Options.agency.code },
      f2: { id: f2Id, code, name },
      ...people,
    };
  } finally {
    await api.dispose();
  }
}

/** One tree per server and worker process: the journeys of a worker run one after another, so they never share it with a journey running at the same time. */
const treesByServer = new Map<string, Promise<AgencyTree>>();

/** `test` with `tree`: the worker's own agency tree on the journey's server, made on first use. */
export const test = base.extend<{ tree: AgencyTree }>({
  tree: [
    async ({ baseURL }, use) => {
      let tree = treesByServer.get(baseURL!);
      if (!tree) treesByServer.set(baseURL!, (tree = createAgencyTree(baseURL!)));
      await use(await tree);
    },
    // Creating four accounts costs a dozen password hashes: its own time, not the journey's.
    { timeout: 120_000 },
  ],
});
