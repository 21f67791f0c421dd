-- CreateTable
CREATE TABLE "deferred_requests" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "created_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "deferred_requests_created_at_idx" ON "deferred_requests"("created_at");
