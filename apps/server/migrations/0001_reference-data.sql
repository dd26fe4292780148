-- Tax items (税目) every installation needs for the SKU form: the current PRC VAT rates.
INSERT INTO "product_tax_item" ("code", "name", "rate", "sort", "status") VALUES
  ('VAT13', '一般货物（文具、办公用品）13%', 0.13, 10, 'ENABLE'),
  ('VAT09', '图书报刊、音像制品 9%', 0.09, 20, 'ENABLE'),
  ('VAT06', '现代服务（设计、技术服务）6%', 0.06, 30, 'ENABLE'),
  ('SMALL03', '小规模纳税人征收率 3%', 0.03, 40, 'ENABLE'),
  ('SMALL01', '小规模纳税人减按 1%', 0.01, 50, 'ENABLE'),
  ('EXPORT0', '出口货物零税率 0%', 0, 60, 'ENABLE'),
  ('EXEMPT', '免征增值税 0%', 0, 70, 'ENABLE')
ON CONFLICT ("code") DO NOTHING;
