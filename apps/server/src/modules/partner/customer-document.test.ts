import { CUSTOMER_DOCUMENT_MAX, type CustomerDocumentView } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../../test/harness';
import { uploadedFile } from '../../platform/files/file.schema';
import { PDF, PNG, uploadAs } from '../../platform/files/files.test-kit';
import { customerDocument } from './partner.schema';
import { addCustomer, CUSTOMER_WRITES, fieldsOf, member } from './partner.test-kit';

const t = await startTestApp();
const base = '/api/customer/jcCustomerInfo/document';
const groupA = await t.given.businessGroup();
const groupB = await t.given.businessGroup();
const clerkA = await member(t, [groupA.id], CUSTOMER_WRITES);
const clerkB = await member(t, [groupB.id], CUSTOMER_WRITES);
const viewerA = await member(t, [groupA.id], ['/wholesale/customer']);
const customerA = await addCustomer(t, clerkA, { customerName: '上海晨曦文具店' });

async function upload(s = clerkA, name = '购销合同.pdf', bytes = PDF) {
  const res = await uploadAs(t, s, bytes, name);
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const listOf = async (s = clerkA, customerId = customerA.id) =>
  (await t.call<CustomerDocumentView[]>(s, 'GET', `${base}/list/${customerId}`)).body;

describe('customer documents (客户附件)', () => {
  it('attaches an uploaded file, lists it with its uploader, downloads it and removes it with its stored file', async () => {
    const file = await upload();
    const attached = await t.call<CustomerDocumentView>(clerkA, 'POST', base, { customerId: customerA.id, fileId: file.id, note: '合同' });
    expect(attached.body, JSON.stringify(attached.body)).toMatchObject({
      code: 200,
      data: {
        customerId: customerA.id,
        fileId: file.id,
        name: '购销合同.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        note: '合同',
      },
    });
    expect(attached.body.data.attachedByName).toBeTruthy();

    const list = await listOf(viewerA);
    expect(list.data.map((d) => d.name)).toEqual(['购销合同.pdf']);
    const doc = list.data[0];
    const bytes = await t.call<Buffer>(viewerA, 'GET', `${base}/download?customerId=${customerA.id}&id=${doc.id}`);
    expect(bytes.status).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(bytes.body.data, PDF)).toBe(0);

    const removed = await t.call(clerkA, 'DELETE', `${base}?customerId=${customerA.id}&id=${doc.id}`);
    expect(removed.body.code).toBe(200);
    expect((await listOf()).data).toEqual([]);
    // The stored file is gone too: the shared download no longer finds it.
    const gone = await t.call(clerkA, 'GET', `/api/shared/file/download?id=${file.id}`);
    expect(gone.body.code).toBe(4000404);
  });

  it('refuses a file attached twice, naming the field', async () => {
    const file = await upload(clerkA, '营业执照.png', PNG);
    expect((await t.call(clerkA, 'POST', base, { customerId: customerA.id, fileId: file.id })).body.code).toBe(200);
    const other = await addCustomer(t, clerkA);
    const again = await t.call(clerkA, 'POST', base, { customerId: other.id, fileId: file.id });
    expect(again.status).toBe(400);
    expect(fieldsOf(again.body)).toEqual(['fileId']);
  });

  it('names the field of a malformed id', async () => {
    const bad = await t.call(clerkA, 'POST', base, { customerId: 'abc', fileId: '1' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('customerId');
    const badFile = await t.call(clerkA, 'POST', base, { customerId: customerA.id, fileId: '-1' });
    expect(fieldsOf(badFile.body)).toContain('fileId');
    const badQuery = await t.call(clerkA, 'DELETE', `${base}?customerId=${customerA.id}&id=x`);
    expect(badQuery.status).toBe(400);
    expect(fieldsOf(badQuery.body)).toContain('id');
  });

  it(`keeps at most ${CUSTOMER_DOCUMENT_MAX} documents per customer`, async () => {
    const full = await addCustomer(t, clerkA);
    const stored = await t.db
      .insert(uploadedFile)
      .values(
        Array.from({ length: CUSTOMER_DOCUMENT_MAX - 1 }, (_, i) => ({
          businessGroupId: groupA.id,
          uploadedBy: Number(clerkA.employeeId),
          name: `照片${i}.png`,
          contentType: 'image/png',
          size: PNG.length,
          sha256: '0',
          storageKey: `${groupA.id}/fixture-${i}`,
        })),
      )
      .returning({ id: uploadedFile.id });
    await t.db.insert(customerDocument).values(
      stored.map((f) => ({
        businessGroupId: groupA.id,
        customerId: Number(full.id),
        fileId: f.id,
        attachedBy: Number(clerkA.employeeId),
      })),
    );
    const last = await upload(clerkA, '第50张.png', PNG);
    expect((await t.call(clerkA, 'POST', base, { customerId: full.id, fileId: last.id })).body.code).toBe(200);
    const extra = await upload(clerkA, '第51张.png', PNG);
    const refused = await t.call(clerkA, 'POST', base, { customerId: full.id, fileId: extra.id });
    expect(refused.status).toBe(400);
    expect(fieldsOf(refused.body)).toEqual(['fileId']);
    expect(refused.body.errors?.[0].message).toContain(String(CUSTOMER_DOCUMENT_MAX));
    expect((await listOf(clerkA, full.id)).data).toHaveLength(CUSTOMER_DOCUMENT_MAX);
  });
});

describe('customer documents (security)', () => {
  it('shows, attaches to, downloads and removes none of another group’s customers', async () => {
    const file = await upload();
    const attached = await t.call<CustomerDocumentView>(clerkA, 'POST', base, { customerId: customerA.id, fileId: file.id });
    const doc = attached.body.data;
    expect((await listOf(clerkB)).code).toBe(4000404);
    const fileB = await upload(clerkB, 'b.pdf');
    expect((await t.call(clerkB, 'POST', base, { customerId: customerA.id, fileId: fileB.id })).body.code).toBe(4000404);
    expect((await t.call(clerkB, 'GET', `${base}/download?customerId=${customerA.id}&id=${doc.id}`)).body.code).toBe(4000404);
    expect((await t.call(clerkB, 'DELETE', `${base}?customerId=${customerA.id}&id=${doc.id}`)).body.code).toBe(4000404);
    // A document id reached through one of one's own customers still answers not found.
    const customerB = await addCustomer(t, clerkB);
    expect((await t.call(clerkB, 'GET', `${base}/download?customerId=${customerB.id}&id=${doc.id}`)).body.code).toBe(4000404);
    expect((await listOf(clerkA)).data.map((d) => d.id)).toContain(doc.id);
  });

  it('refuses to attach another group’s file to one’s own customer', async () => {
    const fileA = await upload(clerkA, 'a.pdf');
    const customerB = await addCustomer(t, clerkB);
    const res = await t.call(clerkB, 'POST', base, { customerId: customerB.id, fileId: fileA.id });
    expect(res.body.code).toBe(4000404);
    const [still] = await t.db
      .select()
      .from(uploadedFile)
      .where(eq(uploadedFile.id, Number(fileA.id)));
    expect(still).toBeDefined();
  });

  it('lets the screen’s viewers list and download but not attach or remove', async () => {
    const file = await upload();
    const doc = (await t.call<CustomerDocumentView>(clerkA, 'POST', base, { customerId: customerA.id, fileId: file.id })).body.data;
    const viewerFile = await upload(viewerA, 'v.pdf');
    const attach = await t.call(viewerA, 'POST', base, { customerId: customerA.id, fileId: viewerFile.id });
    expect(attach.status).toBe(403);
    const remove = await t.call(viewerA, 'DELETE', `${base}?customerId=${customerA.id}&id=${doc.id}`);
    expect(remove.status).toBe(403);
    expect((await listOf(viewerA)).data.map((d) => d.id)).toContain(doc.id);
    const outsider = await member(t, [groupA.id], []);
    expect((await t.call(outsider, 'GET', `${base}/list/${customerA.id}`)).status).toBe(403);
  });
});
