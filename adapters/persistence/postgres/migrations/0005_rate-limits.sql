-- Unlogged: the counts live for one window; losing them in a crash only resets budgets.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text NOT NULL,
	"window" bigint NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_pk" PRIMARY KEY("key","window")
);
