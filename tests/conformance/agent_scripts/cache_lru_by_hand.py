class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.data = {}
        self.hits = self.misses = 0
    def get(self, key):
        if key in self.data:
            self.hits += 1
            value = self.data.pop(key)
            self.data[key] = value
            return value
        self.misses += 1
        return None
    def put(self, key, value):
        if key in self.data:
            self.data.pop(key)
        elif len(self.data) >= self.capacity:
            oldest = next(iter(self.data))
            print(f"  evict {oldest}")
            del self.data[oldest]
        self.data[key] = value
    def __repr__(self):
        return f"LRU({list(self.data)})"
cache = LRUCache(3)
def fetch(key):
    v = cache.get(key)
    if v is None:
        v = key.upper() * 2
        cache.put(key, v)
        print(f"miss {key} -> {v}; {cache!r}")
    else:
        print(f"hit  {key} -> {v}; {cache!r}")
    return v
for k in ["a", "b", "c", "a", "d", "b", "e", "a", "a", "c"]:
    fetch(k)
print(f"hits={cache.hits} misses={cache.misses} ratio={cache.hits / (cache.hits + cache.misses):.0%}")
