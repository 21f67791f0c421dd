-- CreateTable
CREATE TABLE "deferred_requests" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deferred_requests_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deferred_requests_created_at_idx" ON "deferred_requests"("created_at");
