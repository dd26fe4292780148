// Tables of the excel tasks (download center).
export {};
