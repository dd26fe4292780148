-- The session table is the platform's; its foreign key to employee(id) ON DELETE CASCADE,
-- created by 0000, is kept in the database. The Drizzle schema no longer declares it (the
-- platform may not name a module's table), so this migration only records that in the
-- snapshot: it changes nothing.
SELECT 1;
