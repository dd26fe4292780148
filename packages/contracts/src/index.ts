export * from './auth';
export * from './envelope';
export * from './error-codes';
export * from './signature';
export * from './user';
export * from './signature.vectors';
