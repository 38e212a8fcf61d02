class TokenBucket:
    def __init__(self, capacity, refill_per_sec):
        self.capacity = capacity
        self.tokens = float(capacity)
        self.rate = refill_per_sec
        self.last = 0.0

    def allow(self, now, cost=1):
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= cost:
            self.tokens -= cost
            return True
        return False


buckets = {}
requests = [(0.0, "a"), (0.1, "a"), (0.2, "a"), (0.3, "a"), (0.35, "b"), (1.0, "a"), (1.5, "a"), (3.0, "a"), (3.0, "b")]
decisions = []
for t, client in requests:
    bucket = buckets.setdefault(client, TokenBucket(3, 1.5))
    ok = bucket.allow(t)
    decisions.append((t, client, ok))
    print(f"t={t:<5} {client} {'ALLOW' if ok else 'DENY '} tokens={bucket.tokens:.2f}")
allowed = sum(ok for *_, ok in decisions)
print(f"allowed {allowed}/{len(decisions)}")
per_client = {}
for _, c, ok in decisions:
    a, d = per_client.get(c, (0, 0))
    per_client[c] = (a + ok, d + (not ok))
print(per_client)
