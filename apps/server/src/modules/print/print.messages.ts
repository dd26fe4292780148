import type { Text } from '../../platform/i18n/messages';

export const PRINT_MESSAGES = {
  'print.field.name': { 'zh-CN': '模板名称', 'en-US': 'Template name', 'id-ID': 'Nama templat' },
  'print.noTemplate': {
    'zh-CN': '未找到打印模板，请先在“打印模板”中为{type}添加模板',
    'en-US': 'No print template found: add one for {type} under Print templates first',
    'id-ID': 'Templat cetak tidak ditemukan: tambahkan dulu templat untuk {type} di Templat cetak',
  },
  'print.versionConflict': {
    'zh-CN': '打印模板“{name}”已被他人修改，请刷新后重试',
    'en-US': 'Print template "{name}" was changed by someone else: reload and try again',
    'id-ID': 'Templat cetak "{name}" telah diubah orang lain: muat ulang lalu coba lagi',
  },
  'print.logoUnknown': {
    'zh-CN': '图片元素引用的文件不存在或不是图片，请重新上传 Logo',
    'en-US': 'An image element refers to a file that does not exist or is not an image: upload the logo again',
    'id-ID': 'Elemen gambar merujuk ke file yang tidak ada atau bukan gambar: unggah ulang logo',
  },
  'print.paramsInvalid': {
    'zh-CN': '打印参数缺失或异常：{detail}',
    'en-US': 'Print parameters missing or abnormal: {detail}',
    'id-ID': 'Parameter cetak hilang atau tidak normal: {detail}',
  },
} satisfies Record<string, Text>;

declare module '../../platform/i18n/messages' {
  interface MessageCatalog extends Record<keyof typeof PRINT_MESSAGES, Text> {}
}
