import type { CustomerType } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { mnemonicOf } from './partner-common';

// The benchmark data set: many plausible customers in one business group, deterministic
// (customer i is always the same), inserted in batches.

const CITIES: { province: [string, string]; city: [string, string]; districts: [string, string][] }[] = [
  {
    province: ['310000', '上海市'],
    city: ['310100', '上海市'],
    districts: [
      ['310115', '浦东新区'],
      ['310104', '徐汇区'],
      ['310112', '闵行区'],
      ['310110', '杨浦区'],
    ],
  },
  {
    province: ['330000', '浙江省'],
    city: ['330100', '杭州市'],
    districts: [
      ['330106', '西湖区'],
      ['330105', '拱墅区'],
      ['330108', '滨江区'],
    ],
  },
  {
    province: ['330000', '浙江省'],
    city: ['330200', '宁波市'],
    districts: [
      ['330203', '海曙区'],
      ['330212', '鄞州区'],
    ],
  },
  {
    province: ['320000', '江苏省'],
    city: ['320100', '南京市'],
    districts: [
      ['320106', '鼓楼区'],
      ['320104', '秦淮区'],
      ['320115', '江宁区'],
    ],
  },
  {
    province: ['320000', '江苏省'],
    city: ['320500', '苏州市'],
    districts: [
      ['320508', '姑苏区'],
      ['320506', '吴中区'],
    ],
  },
  {
    province: ['340000', '安徽省'],
    city: ['340100', '合肥市'],
    districts: [
      ['340104', '蜀山区'],
      ['340111', '包河区'],
    ],
  },
  {
    province: ['350000', '福建省'],
    city: ['350100', '福州市'],
    districts: [
      ['350102', '鼓楼区'],
      ['350103', '台江区'],
    ],
  },
  {
    province: ['350000', '福建省'],
    city: ['350200', '厦门市'],
    districts: [
      ['350203', '思明区'],
      ['350206', '湖里区'],
    ],
  },
];
const WORDS = [
  '晨光',
  '文华',
  '星海',
  '博雅',
  '学海',
  '明德',
  '启航',
  '新知',
  '育才',
  '书香',
  '彩虹',
  '金笔',
  '墨香',
  '致远',
  '同心',
  '阳光',
];
const KINDS: { suffix: string; type: CustomerType }[] = [
  { suffix: '文具店', type: 'GENERAL_SHOP' },
  { suffix: '学生用品店', type: 'GENERAL_SHOP' },
  { suffix: '办公用品商行', type: 'OFFICE' },
  { suffix: '文体用品商店', type: 'GENERAL_SHOP' },
  { suffix: '文具广场', type: 'MODEL' },
  { suffix: '实验学校', type: 'OFFICE' },
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '杰', '娟', '涛'];
const STREETS = ['人民路', '解放路', '中山路', '建设路', '文化路', '学府路', '长江路', '新华路'];

/**
 * Inserts `count` customers into the business group, each with one default address, in
 * batches of 5000 (one statement each: customers and addresses from one JSON parameter).
 * Codes are `Z` + 7 digits (Z0000001…), names unique, mnemonics derived. Returns the count.
 */
export async function generateLargeCustomers(db: Executor, businessGroupId: number, count: number): Promise<number> {
  const mnemonics = new Map<string, string>();
  const mnemonic = (part: string) => {
    let m = mnemonics.get(part);
    if (m === undefined) {
      m = mnemonicOf(part);
      mnemonics.set(part, m);
    }
    return m;
  };
  const batch = 5000;
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    const rows: GeneratedRow[] = [];
    for (let i = start; i <= end; i++) {
      const place = CITIES[i % CITIES.length];
      const district = place.districts[i % place.districts.length];
      const word = WORDS[Math.floor(i / CITIES.length) % WORDS.length];
      const kind = KINDS[Math.floor(i / (CITIES.length * WORDS.length)) % KINDS.length];
      const cityShort = place.city[1].replace(/市$/, '');
      rows.push({
        code: `Z${String(i).padStart(7, '0')}`,
        name: `${cityShort}${district[1]}${word}${kind.suffix}${i}号`,
        mnemonic: `${mnemonic(cityShort)}${mnemonic(district[1])}${mnemonic(word)}${mnemonic(kind.suffix)}${i}H`,
        type: kind.type,
        contact: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
        phone: `13${String(100000000 + ((i * 7919) % 900000000)).padStart(9, '0')}`,
        credit: i % 5 === 0,
        creditLimit: i % 5 === 0 ? String(10000 + (i % 20) * 5000) : null,
        rebate: i % 7 === 0 ? '2.5' : '0',
        rebateType: i % 7 === 0 ? 'CASH_BACK' : null,
        status: i % 50 === 0 ? 'DISABLED' : 'NORMAL',
        provinceCode: place.province[0],
        provinceName: place.province[1],
        cityCode: place.city[0],
        cityName: place.city[1],
        districtCode: district[0],
        districtName: district[1],
        detail: `${STREETS[i % STREETS.length]} ${(i % 999) + 1} 号`,
      });
    }
    // Raw SQL on purpose: a typed multi-row insert binds ~35 parameters per row and plans slowly.
    await db.execute(sql`
      with src as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(
          code text, name text, mnemonic text, type text, contact text, phone text, credit boolean,
          "creditLimit" numeric, rebate numeric, "rebateType" text, status text, "provinceCode" text,
          "provinceName" text, "cityCode" text, "cityName" text, "districtCode" text, "districtName" text, detail text)),
      ins as (
        insert into customer_info (business_group_id, customer_code, customer_name, mnemonic, customer_type, area_code,
          area_name, contact_name, contact_phone, if_credit_limit, credit_limit, rebate_ratio, rebate_type, customer_status)
        select ${businessGroupId}, code, name, mnemonic, type, "cityCode", "cityName", contact, phone, credit, "creditLimit",
          rebate, "rebateType", status
        from src
        returning id, customer_code)
      insert into customer_address (business_group_id, customer_id, contact_name, contact_phone, province_code, province_name,
        city_code, city_name, district_code, district_name, detail, is_default)
      select ${businessGroupId}, ins.id, contact, phone, "provinceCode", "provinceName", "cityCode", "cityName",
        "districtCode", "districtName", detail, true
      from ins join src on src.code = ins.customer_code`);
  }
  return count;
}

type GeneratedRow = {
  code: string;
  name: string;
  mnemonic: string;
  type: CustomerType;
  contact: string;
  phone: string;
  credit: boolean;
  creditLimit: string | null;
  rebate: string;
  rebateType: string | null;
  status: string;
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
  detail: string;
};
