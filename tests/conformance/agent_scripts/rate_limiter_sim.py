class TokenBucket:
    def __init__(self, capacity, refill_per_tick):
        self.capacity = capacity
        self.tokens = capacity
        self.refill = refill_per_tick
    def tick(self):
        self.tokens = min(self.capacity, self.tokens + self.refill)
    def try_take(self, n=1):
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False
bucket = TokenBucket(capacity=5, refill_per_tick=2)
arrivals = [3, 4, 0, 6, 1, 1, 8, 0, 0, 2]
served = dropped = 0
for t, n in enumerate(arrivals):
    ok = sum(1 for _ in range(n) if bucket.try_take())
    served += ok
    dropped += n - ok
    print(f"t={t:<2} arrivals={n} served={ok} dropped={n - ok} tokens_left={bucket.tokens}")
    bucket.tick()
print(f"served {served}, dropped {dropped}, drop rate {dropped / sum(arrivals):.1%}")
