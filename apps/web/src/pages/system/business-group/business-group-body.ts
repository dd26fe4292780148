import type { BusinessGroupBody, BusinessGroupView, Status } from '@quire/contracts';

/** The update body of a group as it is, with a new status (the enable/disable action). */
export function toGroupBody(g: BusinessGroupView, status: Status = g.status): BusinessGroupBody {
  return {
    id: g.id,
    code: g.code,
    name: g.name,
    belongType: g.belongType,
    parentId: g.parentId,
    partnerCode: g.partnerCode,
    contactName: g.contactName,
    phone: g.phone,
    address: g.address,
    status,
  };
}
