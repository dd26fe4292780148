// Tables of the product module.
export {};
