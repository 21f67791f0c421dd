-- Added in place rather than by redefining the tables: a migration of another
-- branch that redefines them from its own schema would otherwise drop these.
-- AlterTable
ALTER TABLE "facilities" ADD COLUMN "custom_fields" TEXT NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "appointments" ADD COLUMN "custom_fields" TEXT NOT NULL DEFAULT '{}';
