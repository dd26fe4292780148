import type { Language } from '@quire/contracts';

export const EXCEL_MESSAGES = {
  'excel.onlyXlsx': {
    'zh-CN': '仅支持导入 .xlsx 格式的文件，请使用下载的模板填写后导入',
    'en-US': 'Only .xlsx files can be imported; fill in the downloaded template and import it',
    'id-ID': 'Hanya file .xlsx yang dapat diimpor; isi templat yang diunduh lalu impor',
  },
  'excel.headerMismatch': {
    'zh-CN': '表头与导入模板不一致，缺少列：{columns}。请下载模板后重新导入',
    'en-US': 'The header row does not match the import template; missing columns: {columns}. Download the template and try again',
    'id-ID': 'Baris judul tidak sesuai templat impor; kolom yang hilang: {columns}. Unduh templat lalu coba lagi',
  },
  'excel.noRows': {
    'zh-CN': '文件中没有可导入的数据',
    'en-US': 'The file has no rows to import',
    'id-ID': 'File tidak berisi baris untuk diimpor',
  },
  'excel.modeNotAllowed': {
    'zh-CN': '此导入只能整批导入（任一行有误则全部不导入）',
    'en-US': 'This import is all or nothing: cancel all if any row fails',
    'id-ID': 'Impor ini semua atau tidak sama sekali: batalkan semua jika ada baris yang gagal',
  },
  'excel.tooManyRows': {
    'zh-CN': '单次最多导入 {max} 行，请拆分文件后重新导入',
    'en-US': 'At most {max} rows can be imported at once; split the file and try again',
    'id-ID': 'Maksimal {max} baris sekali impor; bagi file lalu coba lagi',
  },
  'excel.taskFailed': {
    'zh-CN': '任务执行失败：{reason}',
    'en-US': 'The task failed: {reason}',
    'id-ID': 'Tugas gagal: {reason}',
  },
  'excel.interrupted': {
    'zh-CN': '任务被中断，请重新发起',
    'en-US': 'The task was interrupted; please start it again',
    'id-ID': 'Tugas terputus; silakan mulai lagi',
  },
  'excel.importFailed': {
    'zh-CN': '导入失败：共 {total} 行，其中 {failed} 行有误，已全部取消导入。请下载错误明细查看',
    'en-US': 'Import failed: {failed} of {total} rows have errors, so nothing was imported. Download the error list for details',
    'id-ID': 'Impor gagal: {failed} dari {total} baris bermasalah, jadi tidak ada yang diimpor. Unduh daftar kesalahan untuk detailnya',
  },
  'excel.importPartial': {
    'zh-CN': '成功导入 {ok} 行，失败 {failed} 行。请下载错误明细查看',
    'en-US': '{ok} rows imported, {failed} rows failed. Download the error list for details',
    'id-ID': '{ok} baris diimpor, {failed} baris gagal. Unduh daftar kesalahan untuk detailnya',
  },
  'excel.fileNotReady': {
    'zh-CN': '文件尚未生成或已被删除',
    'en-US': 'The file is not ready yet or was deleted',
    'id-ID': 'File belum siap atau sudah dihapus',
  },
  'excel.sheet.data': { 'zh-CN': '数据', 'en-US': 'Data', 'id-ID': 'Data' },
  'excel.sheet.template': { 'zh-CN': '导入模板', 'en-US': 'Import template', 'id-ID': 'Templat impor' },
  'excel.sheet.errors': { 'zh-CN': '错误明细', 'en-US': 'Errors', 'id-ID': 'Kesalahan' },
  'excel.errors.fileName': { 'zh-CN': '{name}_错误明细', 'en-US': '{name}_errors', 'id-ID': '{name}_kesalahan' },
  'excel.errors.row': { 'zh-CN': '行号', 'en-US': 'Row', 'id-ID': 'Baris' },
  'excel.errors.column': { 'zh-CN': '列', 'en-US': 'Column', 'id-ID': 'Kolom' },
  'excel.errors.value': { 'zh-CN': '单元格内容', 'en-US': 'Cell value', 'id-ID': 'Isi sel' },
  'excel.errors.message': { 'zh-CN': '错误原因', 'en-US': 'Error', 'id-ID': 'Kesalahan' },
  'excel.errors.more': {
    'zh-CN': '另有 {count} 条错误未列出',
    'en-US': '{count} more errors are not listed',
    'id-ID': '{count} kesalahan lainnya tidak ditampilkan',
  },
  'excel.row.formulaWithoutValue': {
    'zh-CN': '该单元格是公式但没有计算结果，请在表格软件中打开并保存后再导入，或直接填写数值',
    'en-US': 'This cell is a formula without a computed value: open and save the file in a spreadsheet first, or type the value',
    'id-ID': 'Sel ini berisi rumus tanpa nilai hasil: buka dan simpan berkas di aplikasi lembar kerja dulu, atau ketik nilainya',
  },
  'excel.oversized': {
    'zh-CN': '文件解压后过大或列数过多，无法导入；请只保留模板中的列，并分批导入（每次最多 10 万行）',
    'en-US':
      'The file is too large once unpacked, or has too many columns; keep only the template’s columns and import in parts (at most 100,000 rows each)',
    'id-ID':
      'Berkas terlalu besar setelah dibuka, atau kolomnya terlalu banyak; simpan hanya kolom templat dan impor bertahap (paling banyak 100.000 baris sekali)',
  },
  'excel.noImportPermission': {
    'zh-CN': '无导入权限',
    'en-US': 'No permission for import',
    'id-ID': 'Tidak ada izin untuk impor',
  },
  'excel.row.required': { 'zh-CN': '必填', 'en-US': 'Required', 'id-ID': 'Wajib diisi' },
  'excel.row.tooLong': {
    'zh-CN': '不能超过 {max} 个字符',
    'en-US': 'At most {max} characters',
    'id-ID': 'Maksimal {max} karakter',
  },
  'excel.row.tooShort': {
    'zh-CN': '至少 {min} 个字符',
    'en-US': 'At least {min} characters',
    'id-ID': 'Minimal {min} karakter',
  },
  'excel.row.notNumber': { 'zh-CN': '请填写数字', 'en-US': 'Must be a number', 'id-ID': 'Harus berupa angka' },
  'excel.row.notInteger': { 'zh-CN': '请填写整数', 'en-US': 'Must be a whole number', 'id-ID': 'Harus bilangan bulat' },
  'excel.row.notDate': {
    'zh-CN': '请填写日期（YYYY-MM-DD）',
    'en-US': 'Must be a date (YYYY-MM-DD)',
    'id-ID': 'Harus berupa tanggal (YYYY-MM-DD)',
  },
  'excel.row.min': { 'zh-CN': '不能小于 {min}', 'en-US': 'Must be at least {min}', 'id-ID': 'Minimal {min}' },
  'excel.row.minExclusive': { 'zh-CN': '必须大于 {min}', 'en-US': 'Must be greater than {min}', 'id-ID': 'Harus lebih dari {min}' },
  'excel.row.max': { 'zh-CN': '不能大于 {max}', 'en-US': 'Must be at most {max}', 'id-ID': 'Maksimal {max}' },
  'excel.row.maxExclusive': { 'zh-CN': '必须小于 {max}', 'en-US': 'Must be less than {max}', 'id-ID': 'Harus kurang dari {max}' },
  'excel.row.option': {
    'zh-CN': '可选值：{options}',
    'en-US': 'Must be one of: {options}',
    'id-ID': 'Harus salah satu dari: {options}',
  },
  'excel.row.format': { 'zh-CN': '格式不正确', 'en-US': 'Invalid format', 'id-ID': 'Format tidak valid' },
  'excel.row.invalid': { 'zh-CN': '内容不正确', 'en-US': 'Invalid value', 'id-ID': 'Nilai tidak valid' },
  'excel.row.duplicateInFile': {
    'zh-CN': '与第 {row} 行重复',
    'en-US': 'Same as row {row}',
    'id-ID': 'Sama dengan baris {row}',
  },
  'excel.row.duplicate': {
    'zh-CN': '数据重复，已存在相同记录',
    'en-US': 'Duplicate: the same record already exists',
    'id-ID': 'Duplikat: data yang sama sudah ada',
  },
  'excel.row.rejected': {
    'zh-CN': '数据不符合约束，无法保存',
    'en-US': 'The row breaks a data rule and cannot be saved',
    'id-ID': 'Baris melanggar aturan data dan tidak dapat disimpan',
  },
  'favorites.unknownMenu': {
    'zh-CN': '菜单“{key}”不存在或没有访问权限',
    'en-US': 'The screen "{key}" does not exist or you have no access to it',
    'id-ID': 'Layar "{key}" tidak ada atau Anda tidak memiliki akses',
  },
  'favorites.duplicate': {
    'zh-CN': '收藏中“{key}”重复',
    'en-US': '"{key}" is listed twice',
    'id-ID': '"{key}" tercantum dua kali',
  },
} satisfies Record<string, Record<Language, string>>;
