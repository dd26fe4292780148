import type { Language } from '@quire/contracts';

export const FILE_MESSAGES = {
  'file.typeRefused': {
    'zh-CN': '不支持的文件类型，仅支持图片（PNG、JPG、GIF、WEBP）、PDF、Excel（.xlsx）和 Word（.docx）',
    'en-US': 'This type of file is not accepted; upload an image (PNG, JPG, GIF, WEBP), a PDF, an Excel (.xlsx) or a Word (.docx) file',
    'id-ID': 'Jenis file ini tidak diterima; unggah gambar (PNG, JPG, GIF, WEBP), PDF, Excel (.xlsx) atau Word (.docx)',
  },
  'file.empty': { 'zh-CN': '文件为空', 'en-US': 'The file is empty', 'id-ID': 'File kosong' },
  'file.tooLarge': {
    'zh-CN': '文件不能超过 {max} MB',
    'en-US': 'The file must not be larger than {max} MB',
    'id-ID': 'File tidak boleh lebih dari {max} MB',
  },
  'file.notYours': {
    'zh-CN': '只能删除自己上传的文件',
    'en-US': 'Only the person who uploaded a file may delete it',
    'id-ID': 'Hanya pengunggah file yang dapat menghapusnya',
  },
} satisfies Record<string, Record<Language, string>>;
